public import Foundation

extension SplitNavigation {
    /// The split view as it is now, in its saved form: ``snapshotData()`` encodes it.
    package func snapshot() -> SplitSnapshot<Sidebar, Content, Screen> {
        SplitSnapshot(state: state)
    }

    /// Restores a decoded snapshot: its selections and column visibility at once, then its
    /// detail routes on the detail column as a stack restores its own, keeping their saved
    /// identities. ``restore(from:animated:)`` decodes the data and calls this.
    ///
    /// - Returns: The detail column's planned change, and the routes that were dropped, by
    ///   their index in the saved stack.
    /// - Throws: `RestorationError.nothingRestored(dropped:)` when the snapshot had routes but
    ///   none can be restored; the split view is then unchanged.
    @discardableResult
    package func restore(
        from snapshot: SplitSnapshot<Sidebar, Content, Screen>, animated: Bool = false
    ) throws(RestorationError) -> RestorationResult {
        let state = snapshot.state
        let selections = state.collapsedRoutes.count - state.detailRoutes.count
        let detailSnapshot = StackSnapshot(routes: state.detailRoutes)
        if selections == 0, state.detailRoutes.isEmpty, !snapshot.droppedRoutes.isEmpty {
            throw .nothingRestored(dropped: snapshot.droppedRoutes)
        }
        applySelections(of: state)
        columnVisibility = state.columnVisibility
        let restored: RestorationResult
        do {
            restored = try detail.restore(from: detailSnapshot, animated: animated)
        } catch {
            // The detail routes can't stand on the detail column: the selections stay.
            let dropped = state.detailRoutes.indices.map {
                DroppedRoute(
                    index: selections + $0,
                    reason: $0 == 0 ? .invalidEntry("\(error)") : .followsDroppedRoute)
            }
            return RestorationResult(
                change: StackChange(stepCount: 0, outcome: .completed), restoredCount: selections,
                dropped: dropped + snapshot.droppedRoutes)
        }
        let detailDropped = restored.dropped.map {
            DroppedRoute(index: selections + $0.index, reason: $0.reason)
        }
        return RestorationResult(
            change: restored.change, restoredCount: selections + restored.restoredCount,
            dropped: detailDropped + snapshot.droppedRoutes)
    }
}

extension SplitNavigation where Sidebar: Codable, Content: Codable, Screen: Codable {
    /// The split view as JSON, to save and restore later, for example in `SceneStorage`.
    ///
    /// ```swift
    /// savedMail = try mail.snapshotData()
    /// ```
    /// - Returns: The JSON.
    /// - Throws: ``RestorationError/encodingFailed(_:)`` when a selection or a screen can't be
    ///   encoded.
    public func snapshotData() throws(RestorationError) -> Data {
        do {
            return try JSONEncoder().encode(snapshot())
        } catch {
            throw .encodingFailed(SnapshotCoding.describe(error))
        }
    }

    /// Restores the split view from JSON written by ``snapshotData()``.
    ///
    /// ```swift
    /// try mail.restore(from: savedMail)
    /// ```
    /// - Parameters:
    ///   - data: The JSON.
    ///   - animated: Whether the detail column's steps animate.
    /// - Returns: The detail column's planned change, and what was dropped.
    /// - Throws: A ``RestorationError`` when the data is not a saved split view or nothing of
    ///   it can be restored; the split view is then unchanged.
    @discardableResult
    public func restore(from data: Data, animated: Bool = false) throws(RestorationError)
        -> RestorationResult
    {
        try restore(from: SplitSnapshot(jsonData: data), animated: animated)
    }
}
