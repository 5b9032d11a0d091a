import Foundation

/// A snapshot of `AnyScreen`s, coded through a registry.
struct RegisteredSnapshot: Codable {
    var snapshot: StackSnapshot<AnyScreen>
    var registry: ScreenTypeRegistry

    init(snapshot: StackSnapshot<AnyScreen>, registry: ScreenTypeRegistry) {
        self.snapshot = snapshot
        self.registry = registry
    }

    init(from decoder: any Decoder) throws {
        guard let registry = decoder.userInfo[SnapshotCoding.screenTypesKey] as? ScreenTypeRegistry
        else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "no screen type registry"))
        }
        let screens = SnapshotScreenDecoding(
            decodeList: nil,
            decodeElement: { decoder in
                try Self.decodeScreen(
                    decoder.container(keyedBy: SnapshotCoding.RegisteredScreenKey.self), registry)
            },
            decodeEntry: { entry in
                try Self.decodeScreen(
                    entry.nestedContainer(
                        keyedBy: SnapshotCoding.RegisteredScreenKey.self, forKey: .screen),
                    registry)
            }
        )
        let (routes, dropped) = try SnapshotCoding.decode(from: decoder, screens: screens)
        self.snapshot = StackSnapshot(routes: routes, droppedRoutes: dropped)
        self.registry = registry
    }

    func encode(to encoder: any Encoder) throws {
        try SnapshotCoding.encode(snapshot.routes, to: encoder) { screens, container in
            var list = container.nestedUnkeyedContainer(forKey: .screens)
            for screen in screens {
                guard let name = registry.name(for: screen), let type = registry.entry(named: name)
                else {
                    throw EncodingError.invalidValue(
                        screen,
                        EncodingError.Context(
                            codingPath: list.codingPath, debugDescription: "unregistered type"))
                }
                var element = list.nestedContainer(keyedBy: SnapshotCoding.RegisteredScreenKey.self)
                try element.encode(name, forKey: .type)
                try type.encode(screen, &element)
            }
        }
    }

    /// Reads a screen saved as `{"type": name, "value": …}`.
    private static func decodeScreen(
        _ container: KeyedDecodingContainer<SnapshotCoding.RegisteredScreenKey>,
        _ registry: ScreenTypeRegistry
    ) throws -> AnyScreen {
        let name = try container.decode(String.self, forKey: .type)
        guard let type = registry.entry(named: name) else {
            throw SnapshotCoding.DropReason(reason: .unknownType(QuotedInput.quote(name)))
        }
        return try type.decode(container)
    }
}
