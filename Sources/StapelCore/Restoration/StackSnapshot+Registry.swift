public import Foundation

extension StackSnapshot where Screen == AnyScreen {
    /// Reads a snapshot of mixed screens from JSON, with the types of a registry.
    ///
    /// A screen whose type name is not registered is dropped with
    /// ``DroppedRoute/Reason/unknownType(_:)``, with every route above it.
    ///
    /// ```swift
    /// let snapshot = try StackSnapshot<AnyScreen>(jsonData: data, registry: registry)
    /// ```
    /// - Parameters:
    ///   - jsonData: JSON written by ``jsonData(registry:)``.
    ///   - registry: The screen types, by name.
    /// - Throws: ``RestorationError/unreadable(_:)`` when the data is not a saved stack, and
    ///   ``RestorationError/unsupportedVersion(_:)`` or ``RestorationError/tooManyRoutes(limit:)``.
    ///   Routes that can't be read do not throw; they are in ``droppedRoutes``.
    /// - Complexity: O(n) in the size of the data.
    public init(jsonData: Data, registry: ScreenTypeRegistry) throws(RestorationError) {
        let decoder = JSONDecoder()
        decoder.userInfo[SnapshotCoding.screenTypesKey] = registry
        do {
            self = try decoder.decode(RegisteredSnapshot.self, from: jsonData).snapshot
        } catch let error as RestorationError {
            throw error
        } catch {
            throw .unreadable(SnapshotCoding.describe(error))
        }
    }

    /// Writes a snapshot of mixed screens as JSON, naming each screen's type by its registered
    /// name.
    ///
    /// ```swift
    /// let stack = Stack<AnyScreen>()
    /// let data = try stack.snapshot().jsonData(registry: registry)
    /// ```
    /// - Parameter registry: The screen types, by name.
    /// - Returns: The JSON.
    /// - Throws: ``RestorationError/unregisteredType(_:)`` for a screen whose type is not
    ///   registered, and ``RestorationError/encodingFailed(_:)`` when a screen can't be encoded.
    /// - Complexity: O(n) in the number of routes.
    public func jsonData(registry: ScreenTypeRegistry) throws(RestorationError) -> Data {
        let saved = try registered(with: registry)
        do {
            return try JSONEncoder().encode(saved)
        } catch {
            throw .encodingFailed(SnapshotCoding.describe(error))
        }
    }
}

extension StackSnapshot where Screen == AnyScreen {
    /// The snapshot in the form that writes each screen with its registered type's name.
    func registered(with registry: ScreenTypeRegistry) throws(RestorationError)
        -> RegisteredSnapshot
    {
        if let unregistered = routes.first(where: { registry.name(for: $0.screen) == nil }) {
            throw .unregisteredType(
                QuotedInput.quote(String(describing: unregistered.screen.valueType)))
        }
        return RegisteredSnapshot(snapshot: self, registry: registry)
    }
}
