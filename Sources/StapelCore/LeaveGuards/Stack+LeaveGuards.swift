extension Stack {
    /// Installs, replaces or removes the guard a route's screen puts on leaving it.
    ///
    /// The guard runs when a change would remove the route: the back button, a swipe, a sheet's
    /// drag, `pop()`, `popToRoot()`, `goBack()`, `dismiss()`, `dismissAll()`, a deep link, a
    /// restore, a tab re-tap. It returns a ``LeaveDecision``: ``LeaveDecision/allow`` lets the
    /// change go on; ``LeaveDecision/refuse`` stops it at the screen; ``LeaveDecision/ask(_:)``
    /// stops it at the screen and presents a question, which the app answers with
    /// ``allowLeaving(fileID:filePath:line:column:)``. A change that removes several guarded
    /// screens asks each guard, from the top down; the routes above a screen that stops it are
    /// gone, the screen and those below it stay.
    ///
    /// A guard decides; it does not change the stack. It goes with its route. Capture the
    /// stack weakly in it: the stack keeps it.
    ///
    /// ```swift
    /// stack.setLeaveGuard({
    ///     draft.isEmpty ? .allow : .ask(.confirmationDialog(.discardDraft))
    /// }, for: editorID)
    /// ```
    /// - Parameters:
    ///   - decide: The guard, or `nil` to remove it.
    ///   - id: The guarded route. An identifier no route on the stack has changes nothing and
    ///     reports a ``StapelWarning``.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    public func setLeaveGuard(
        _ decide: (@MainActor () -> LeaveDecision<Screen>)?, for id: RouteID,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        guard position(of: id) != nil else {
            warn(
                .unknownRoute, "setLeaveGuard(_:for:) ignored: no route \(id) on the stack.",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        leaving.owners[id] = nil
        storeLeaveGuard(decide, for: id)
    }

    /// Installs a guard a view owns, on a route on the stack; a route that has gone is left
    /// alone, as the view's screen is on its way out.
    package func installLeaveGuard(
        _ decide: @escaping @MainActor () -> LeaveDecision<Screen>, for id: RouteID,
        owner: ObjectIdentifier
    ) {
        guard position(of: id) != nil else { return }
        leaving.owners[id] = owner
        storeLeaveGuard(decide, for: id)
    }

    /// Removes the guard a view installed, if no one replaced it since.
    package func removeLeaveGuard(for id: RouteID, owner: ObjectIdentifier) {
        guard leaving.owners[id] == owner else { return }
        leaving.owners[id] = nil
        storeLeaveGuard(nil, for: id)
    }

    private func storeLeaveGuard(
        _ decide: (@MainActor () -> LeaveDecision<Screen>)?, for id: RouteID
    ) {
        leaving.byRoute[id] = decide
        if decide != nil { routeIndex.hasRouteState = true }
        observation.entries[id]?.isLeaveGuarded = decide != nil
        noteLeaveGuardsOnLayers()
    }

    /// Tells each layer whether a screen on it guards leaving, from the guards and the routes'
    /// positions.
    /// - Complexity: O(g × l) in the number of guards and layers.
    func noteLeaveGuardsOnLayers() {
        let layers = observation.layers
        var guarded = Array(repeating: false, count: layers.count)
        for id in leaving.byRoute.keys {
            guard let position = position(of: id) else { continue }
            let layer = layers.lastIndex { ($0.rootIndex ?? -1) <= position } ?? 0
            guarded[layer] = true
        }
        for (layer, isGuarded) in zip(layers, guarded) { layer.hasLeaveGuard = isGuarded }
    }

    /// Drops the guard of a route that left the stack.
    /// - Returns: Whether the route had a guard.
    func forgetLeaveGuard(of id: RouteID) -> Bool {
        leaving.owners[id] = nil
        return leaving.byRoute.removeValue(forKey: id) != nil
    }

    /// Whether a route has a leave guard.
    ///
    /// ```swift
    /// let asksBeforeLeaving = stack.hasLeaveGuard(for: editorID)
    /// ```
    /// - Parameter id: The route.
    /// - Returns: `true` when the route has a guard.
    public func hasLeaveGuard(for id: RouteID) -> Bool {
        leaving.byRoute[id] != nil
    }

    /// Answers a leave guard's question: the change it stopped goes on.
    ///
    /// A dialog's button made with `AlertContent.Button.allowingLeave(_:action:)` answers so
    /// by itself. Call this where the question is no dialog, such as a sheet with its own
    /// "Discard" button, or from an alert action that decides in code. A question that goes
    /// without this answer refuses the leave. Called while the question shows, it takes the
    /// question away with the rest of the change.
    ///
    /// ```swift
    /// Button("Discard", role: .destructive) { stack.allowLeaving() }
    /// ```
    /// - Parameters:
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    public func allowLeaving(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        guard var pending = leaving.pending else {
            warn(
                .noLeaveToAllow, "allowLeaving() ignored: no leave guard is waiting for an answer.",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        guard !pending.isBeingAnswered else {
            pending.isAllowed = true
            leaving.pending = pending
            return
        }
        leaving.pending = nil
        resumeLeaving(pending)
    }

    /// Goes back from a route's screen, as its own back button does: the route and everything
    /// above it leave, through their guards. A route no longer on the stack changes nothing.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// Button("Back") { stack.goBack(leaving: entry.id) }
    /// ```
    /// - Parameter id: The route whose screen the user leaves.
    @_spi(StapelUI)
    public func goBack(leaving id: RouteID) {
        goBack(removing: id)
    }

    /// The route whose guard asked and waits for the app's answer, or `nil`.
    @_spi(StapelUI)
    public var routeAskingToLeave: RouteID? { leaving.pending?.guarded }
}
