public import Foundation

extension StackSnapshot where Screen == AnyScreen {
    /// Reads a snapshot of mixed screens from JSON, with the types of a registry.
    ///
    /// A screen whose type name is not registered is dropped with
    /// ``DropReason/unknownType(_:)``, with every route above it.
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
        decoder.userInfo[.stapelScreenTypes] = registry
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
    /// let data = try stack.snapshot().jsonData(registry: registry)
    /// ```
    /// - Parameter registry: The screen types, by name.
    /// - Returns: The JSON.
    /// - Throws: ``RestorationError/unregisteredType(_:)`` for a screen whose type is not
    ///   registered, and ``RestorationError/encodingFailed(_:)`` when a screen can't be encoded.
    /// - Complexity: O(n) in the number of routes.
    public func jsonData(registry: ScreenTypeRegistry) throws(RestorationError) -> Data {
        if let unregistered = routes.first(where: { registry.name(for: $0.screen) == nil }) {
            throw .unregisteredType(String(describing: unregistered.screen.valueType))
        }
        do {
            return try JSONEncoder().encode(RegisteredSnapshot(snapshot: self, registry: registry))
        } catch {
            throw .encodingFailed(SnapshotCoding.describe(error))
        }
    }
}

/// A snapshot of `AnyScreen`s, coded through a registry.
private struct RegisteredSnapshot: Codable {
    var snapshot: StackSnapshot<AnyScreen>
    var registry: ScreenTypeRegistry

    init(snapshot: StackSnapshot<AnyScreen>, registry: ScreenTypeRegistry) {
        self.snapshot = snapshot
        self.registry = registry
    }

    init(from decoder: any Decoder) throws {
        guard let registry = decoder.userInfo[.stapelScreenTypes] as? ScreenTypeRegistry else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "no screen type registry"))
        }
        let (routes, dropped) = try SnapshotCoding.decode(from: decoder) { entry in
            let screen = try entry.nestedContainer(
                keyedBy: RegisteredScreenKey.self, forKey: .screen)
            let name = try screen.decode(String.self, forKey: .type)
            guard let type = registry.entry(named: name) else {
                throw DropReasonError(reason: .unknownType(String(name.prefix(200))))
            }
            return try type.decode(screen)
        }
        self.snapshot = StackSnapshot(routes: routes, droppedRoutes: dropped)
        self.registry = registry
    }

    func encode(to encoder: any Encoder) throws {
        try SnapshotCoding.encode(snapshot.routes, to: encoder) { screen, entry in
            guard let name = registry.name(for: screen), let type = registry.entry(named: name)
            else {
                throw EncodingError.invalidValue(
                    screen,
                    EncodingError.Context(
                        codingPath: entry.codingPath, debugDescription: "unregistered type"))
            }
            var container = entry.nestedContainer(
                keyedBy: RegisteredScreenKey.self, forKey: .screen)
            try container.encode(name, forKey: .type)
            try type.encode(screen, &container)
        }
    }
}
