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
        guard let registry = decoder.userInfo[.stapelScreenTypes] as? ScreenTypeRegistry else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "no screen type registry"))
        }
        let (routes, dropped) = try SnapshotCoding.decode(from: decoder) { entry in
            let screen = try entry.nestedContainer(
                keyedBy: RegisteredScreenKey.self, forKey: .screen)
            let name = try screen.decode(String.self, forKey: .type)
            guard let type = registry.entry(named: name) else {
                throw DropReasonError(reason: .unknownType(QuotedInput.quote(name)))
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
