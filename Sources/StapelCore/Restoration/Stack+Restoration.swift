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

    /// Replaces the routes with those of a snapshot, through
    /// ``setRoutes(_:animated:fileID:filePath:line:column:)``: in as many steps as SwiftUI needs,
    /// with the usual events.
    ///
    /// The longest run of routes from the bottom that can stand on the stack is restored: a
    /// route that repeats an identifier, pushes onto a presentation without navigation, or
    /// gives a route on the stack another style ends the run. The routes after it, and the
    /// snapshot's ``StackSnapshot/droppedRoutes``, are in the result's
    /// ``RestorationResult/dropped``. Only when saved routes were dropped and none is left does
    /// the method throw, and the stack is then unchanged.
    ///
    /// The routes keep their saved identifiers, even where a route showing the same is on the
    /// stack under another: unlike ``setRoutes(_:animated:fileID:filePath:line:column:)``, a
    /// restore replaces it.
    ///
    /// ```swift
    /// do {
    ///     let result = try stack.restore(from: snapshot)
    ///     if !result.isComplete { print("dropped \(result.dropped)") }
    ///     await result.change.outcome  // .completed once every step is on screen
    /// } catch {
    ///     print("unchanged: \(error)")
    /// }
    /// ```
    /// - Parameters:
    ///   - snapshot: The snapshot.
    ///   - animated: Whether the steps animate. Restored state is usually shown at launch, so
    ///     the default is `false`.
    /// - Returns: The planned change, and the routes that were dropped.
    /// - Throws: ``RestorationError/nothingRestored(dropped:)`` when the snapshot had routes but
    ///   none can be restored; the stack is unchanged.
    /// - Complexity: O(n) in the number of routes.
    @discardableResult
    public func restore(from snapshot: StackSnapshot<Screen>, animated: Bool = false)
        throws(RestorationError) -> RestorationResult
    {
        try restore(from: snapshot, animated: animated, decoded: false)
    }

    /// Restores a snapshot; one that was just decoded is not checked for structural problems
    /// again, decoding having cut its routes to their valid prefix already.
    func restore(from snapshot: StackSnapshot<Screen>, animated: Bool, decoded: Bool)
        throws(RestorationError) -> RestorationResult
    {
        var dropped = snapshot.droppedRoutes
        let valid = SnapshotCoding.validPrefix(
            of: snapshot.routes, extraError: styleChange(in: snapshot.routes),
            checkingStructure: !decoded, dropped: &dropped)
        guard valid > 0 || dropped.isEmpty else { throw .nothingRestored(dropped: dropped) }
        let change = setValidRoutes(
            Array(snapshot.routes.prefix(valid)), animated: animated, exactly: true)
        return RestorationResult(change: change, restoredCount: valid, dropped: dropped)
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
    /// let result = try stack.restore(from: savedData)
    /// await result.change.outcome
    /// ```
    /// - Parameters:
    ///   - data: The JSON.
    ///   - animated: Whether the steps animate; `false` by default.
    /// - Returns: The planned change, and the saved routes that were dropped.
    /// - Throws: A ``RestorationError`` when nothing can be restored; the stack is then
    ///   unchanged.
    /// - Complexity: O(n) in the size of the data.
    @discardableResult
    public func restore(from data: Data, animated: Bool = false) throws(RestorationError)
        -> RestorationResult
    {
        try restore(from: StackSnapshot(jsonData: data), animated: animated, decoded: true)
    }
}

extension Stack where Screen == AnyScreen {
    /// The routes as JSON, naming each screen's type by its registered name.
    ///
    /// Ad-hoc screens (`OpaqueScreen`) can't be saved: the routes from the first of them up
    /// are left out, so a restored stack has no gaps.
    ///
    /// ```swift
    /// let stack = Stack<AnyScreen>()
    /// let data = try stack.snapshotData(using: registry)
    /// ```
    /// - Parameter registry: The screen types, by name.
    /// - Returns: The JSON.
    /// - Throws: ``RestorationError/unregisteredType(_:)`` for a screen whose type is not
    ///   registered, and ``RestorationError/encodingFailed(_:)`` when a screen can't be encoded.
    /// - Complexity: O(n) in the number of routes.
    public func snapshotData(using registry: ScreenTypeRegistry) throws(RestorationError) -> Data {
        try savedSnapshot.jsonData(registry: registry)
    }

    /// Restores routes from JSON written by ``snapshotData(using:)``.
    ///
    /// See ``restore(from:animated:)-(StackSnapshot<Screen>,_)`` for what is restored. Data that
    /// is not a saved stack at all leaves the stack unchanged.
    ///
    /// ```swift
    /// let stack = Stack<AnyScreen>()
    /// let result = try stack.restore(from: savedData, using: registry)
    /// print(result.dropped)  // routes of types this version no longer registers
    /// ```
    /// - Parameters:
    ///   - data: The JSON.
    ///   - registry: The screen types, by name.
    ///   - animated: Whether the steps animate; `false` by default.
    /// - Returns: The planned change, and the saved routes that were dropped.
    /// - Throws: A ``RestorationError`` when nothing can be restored; the stack is then
    ///   unchanged.
    /// - Complexity: O(n) in the size of the data.
    @discardableResult
    public func restore(from data: Data, using registry: ScreenTypeRegistry, animated: Bool = false)
        throws(RestorationError) -> RestorationResult
    {
        try restore(
            from: StackSnapshot(jsonData: data, registry: registry), animated: animated,
            decoded: true)
    }
}

extension Stack where Screen == AnyScreen {
    /// What is saved of the stack: its routes up to the first ad-hoc screen.
    var savedSnapshot: StackSnapshot<AnyScreen> {
        StackSnapshot(routes: Array(routes.prefix { $0.screen.as(OpaqueScreen.self) == nil }))
    }
}
