package import Foundation

/// A split view's saved state: its selections, its detail column's routes and its column
/// visibility, as read back, with the routes that could not be.
///
/// It is saved as the split view collapsed to one stack (see ``SplitState/collapsedRoutes``),
/// in the format of a ``StackSnapshot``. A restore keeps the longest valid start of that stack,
/// as a stack's does: a selection that can't be read takes the columns after it with it.
///
/// ```swift
/// let data = try mail.snapshotData()
/// let snapshot = try SplitSnapshot<Mailbox, Message.ID, MailScreen>(jsonData: data)
/// print(snapshot.state, snapshot.droppedRoutes)
/// ```
package struct SplitSnapshot<Sidebar: Hashable, Content: Hashable, Screen> {
    /// The state read back: what could be.
    package var state: SplitState<Sidebar, Content, Screen>
    /// The routes of the saved stack that could not be read or could not stand, by their index
    /// in it (the selections first, then the detail routes).
    package var droppedRoutes: [DroppedRoute]

    /// Creates a snapshot of a state.
    ///
    /// ```swift
    /// let snapshot = SplitSnapshot(state: mail.state)
    /// ```
    /// - Parameters:
    ///   - state: The state.
    ///   - droppedRoutes: The routes that could not be read.
    package init(
        state: SplitState<Sidebar, Content, Screen>, droppedRoutes: [DroppedRoute] = []
    ) {
        self.state = state
        self.droppedRoutes = droppedRoutes
    }

    /// The version written.
    static var version: Int { 1 }

    enum CodingKeys: String, CodingKey {
        case version, columnVisibility, stack
    }
}

extension SplitSnapshot: Encodable
where Sidebar: Encodable, Content: Encodable, Screen: Encodable {
    /// Writes the snapshot: `{"version": 1, "columnVisibility": "all", "stack": {…}}`.
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What a screen's or a selection's encoding throws.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.version, forKey: .version)
        try container.encode(state.columnVisibility, forKey: .columnVisibility)
        try container.encode(StackSnapshot(routes: state.collapsedRoutes), forKey: .stack)
    }
}

extension SplitSnapshot: Decodable
where Sidebar: Decodable, Content: Decodable, Screen: Decodable {
    /// Reads a snapshot: the longest valid start of the saved stack, and what was dropped.
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: ``RestorationError/unsupportedVersion(_:)``,
    ///   ``RestorationError/tooManyRoutes(limit:)``, or a decoding error when there is no
    ///   saved stack.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.version else { throw RestorationError.unsupportedVersion(version) }
        let visibility =
            (try? container.decodeIfPresent(SplitColumnVisibility.self, forKey: .columnVisibility))
            ?? .automatic
        let stack = try container.decode(
            StackSnapshot<SplitScreen<Sidebar, Content, Screen>>.self, forKey: .stack)
        var routes = stack.routes
        var dropped = stack.droppedRoutes
        if let error = RouteListError.firstError(inSplitView: routes) {
            let cut = error.index
            let cutOff =
                [DroppedRoute(index: cut, reason: .invalidEntry(error.description))]
                + (cut + 1..<max(routes.count, cut + 1)).map {
                    DroppedRoute(index: $0, reason: .followsDroppedRoute)
                }
            dropped.insert(contentsOf: cutOff, at: 0)
            routes = Array(routes.prefix(cut))
        }
        // What is left is a split view collapsed to one stack.
        state =
            (try? SplitState(collapsedRoutes: routes, columnVisibility: visibility))
            ?? SplitState(columnVisibility: visibility)
        droppedRoutes = dropped
    }

    /// Reads a snapshot from JSON.
    ///
    /// ```swift
    /// let snapshot = try SplitSnapshot<Mailbox, Message.ID, MailScreen>(jsonData: data)
    /// ```
    /// - Parameter jsonData: JSON written by ``SplitNavigation/snapshotData()``.
    /// - Throws: ``RestorationError/unreadable(_:)`` when the data is not a saved split view, and
    ///   ``RestorationError/unsupportedVersion(_:)`` or ``RestorationError/tooManyRoutes(limit:)``.
    package init(jsonData: Data) throws(RestorationError) {
        do {
            self = try JSONDecoder().decode(SplitSnapshot.self, from: jsonData)
        } catch let error as RestorationError {
            throw error
        } catch {
            throw .unreadable(SnapshotCoding.describe(error))
        }
    }
}

extension SplitSnapshot: Equatable where Screen: Equatable {}
extension SplitSnapshot: Sendable where Sidebar: Sendable, Content: Sendable, Screen: Sendable {}
