public import Foundation

extension Stack {
    /// The routes as they are now, to save and restore later.
    ///
    /// ```swift
    /// let snapshot = stack.snapshot()
    /// ```
    /// - Returns: A snapshot of the routes, with their identifiers, styles and names.
    /// - Complexity: O(n) in the number of routes.
    public func snapshot() -> StackSnapshot<Screen> {
        StackSnapshot(routes: routes)
    }

    /// Replaces the routes with those of a snapshot, through ``setRoutes(_:animated:)``: in as
    /// many steps as SwiftUI needs, with the usual events.
    ///
    /// The longest run of routes from the bottom that can stand on the stack is restored: a
    /// route that repeats an identifier, pushes onto a presentation without navigation, or
    /// gives a route on the stack another style ends the run. If the snapshot carries
    /// ``StackSnapshot/droppedRoutes``, or routes were cut, the method throws after starting to
    /// restore what it could; if nothing usable is left, the stack is unchanged.
    ///
    /// ```swift
    /// do {
    ///     let change = try stack.restore(from: snapshot)
    ///     await change.result  // .completed once every step is on screen
    /// } catch .partiallyRestored(let count, let dropped) {
    ///     print("restored \(count) routes; dropped \(dropped)")
    /// } catch {
    ///     print("unchanged: \(error)")
    /// }
    /// ```
    /// - Parameters:
    ///   - snapshot: The snapshot.
    ///   - animated: Whether the steps animate. Restored state is usually shown at launch, so
    ///     the default is `false`.
    /// - Returns: The change, which can be awaited.
    /// - Throws: ``RestorationError/partiallyRestored(restoredCount:dropped:)`` when some routes
    ///   were dropped (the rest are being restored), and
    ///   ``RestorationError/nothingRestored(dropped:)`` when all were and the stack is unchanged.
    /// - Complexity: O(n) in the number of routes.
    @discardableResult
    public func restore(from snapshot: StackSnapshot<Screen>, animated: Bool = false)
        throws(RestorationError) -> StackChange
    {
        var dropped = snapshot.droppedRoutes
        let valid = SnapshotCoding.validPrefix(
            of: snapshot.routes, extraError: styleChange(in: snapshot.routes), dropped: &dropped)
        guard !dropped.isEmpty else {
            return setValidRoutes(snapshot.routes, animated: animated)
        }
        guard valid > 0 else { throw .nothingRestored(dropped: dropped) }
        _ = setValidRoutes(Array(snapshot.routes.prefix(valid)), animated: animated)
        throw .partiallyRestored(restoredCount: valid, dropped: dropped)
    }
}

extension Stack where Screen: Codable {
    /// The routes as JSON, to save and restore later, for example in `SceneStorage`.
    ///
    /// ```swift
    /// let data = try stack.snapshotData()
    /// ```
    /// - Returns: The JSON.
    /// - Throws: ``RestorationError/encodingFailed(_:)`` when a screen can't be encoded.
    /// - Complexity: O(n) in the number of routes.
    public func snapshotData() throws(RestorationError) -> Data {
        try snapshot().jsonData()
    }

    /// Restores routes from JSON written by ``snapshotData()``.
    ///
    /// See ``restore(from:animated:)-(StackSnapshot<Screen>,_)`` for what is restored. Data that
    /// is not a saved stack at all leaves the stack unchanged.
    ///
    /// ```swift
    /// try? stack.restore(from: savedData)
    /// ```
    /// - Parameters:
    ///   - data: The JSON.
    ///   - animated: Whether the steps animate; `false` by default.
    /// - Returns: The change, which can be awaited.
    /// - Throws: A ``RestorationError``. For ``RestorationError/partiallyRestored(restoredCount:dropped:)``
    ///   the valid routes were restored; for any other case the stack is unchanged.
    /// - Complexity: O(n) in the size of the data.
    @discardableResult
    public func restore(from data: Data, animated: Bool = false) throws(RestorationError)
        -> StackChange
    {
        try restore(from: StackSnapshot(jsonData: data), animated: animated)
    }
}

extension Stack where Screen == AnyScreen {
    /// The routes as JSON, naming each screen's type by its registered name.
    ///
    /// Ad-hoc screens (``OpaqueScreen``) can't be saved: the routes from the first of them up
    /// are left out, so a restored stack has no gaps.
    ///
    /// ```swift
    /// let data = try stack.snapshotData(using: registry)
    /// ```
    /// - Parameter registry: The screen types, by name.
    /// - Returns: The JSON.
    /// - Throws: ``RestorationError/unregisteredType(_:)`` for a screen whose type is not
    ///   registered, and ``RestorationError/encodingFailed(_:)`` when a screen can't be encoded.
    /// - Complexity: O(n) in the number of routes.
    public func snapshotData(using registry: ScreenTypeRegistry) throws(RestorationError) -> Data {
        let saveable = routes.prefix { $0.screen.as(OpaqueScreen.self) == nil }
        return try StackSnapshot(routes: Array(saveable)).jsonData(registry: registry)
    }

    /// Restores routes from JSON written by ``snapshotData(using:)``.
    ///
    /// See ``restore(from:animated:)-(StackSnapshot<Screen>,_)`` for what is restored. Data that
    /// is not a saved stack at all leaves the stack unchanged.
    ///
    /// ```swift
    /// try? stack.restore(from: savedData, using: registry)
    /// ```
    /// - Parameters:
    ///   - data: The JSON.
    ///   - registry: The screen types, by name.
    ///   - animated: Whether the steps animate; `false` by default.
    /// - Returns: The change, which can be awaited.
    /// - Throws: A ``RestorationError``. For ``RestorationError/partiallyRestored(restoredCount:dropped:)``
    ///   the valid routes were restored; for any other case the stack is unchanged.
    /// - Complexity: O(n) in the size of the data.
    @discardableResult
    public func restore(from data: Data, using registry: ScreenTypeRegistry, animated: Bool = false)
        throws(RestorationError) -> StackChange
    {
        try restore(from: StackSnapshot(jsonData: data, registry: registry), animated: animated)
    }
}
