import Foundation

extension SnapshotCoding {
    /// Reads a version 1 snapshot, `{"version": 1, "routes": [{"id", "style", "name",
    /// "screen"}, …]}`, one entry at a time.
    static func decodeVersion1<Screen>(
        _ container: KeyedDecodingContainer<SnapshotCoding.Key>,
        screen: (KeyedDecodingContainer<SnapshotCoding.EntryKey>) throws -> Screen
    ) throws -> (routes: [Route<Screen>], dropped: [DroppedRoute]) {
        var list = try container.nestedUnkeyedContainer(forKey: .routes)
        let limit = StackSnapshot<Screen>.maximumRouteCount
        if let count = list.count, count > limit {
            throw RestorationError.tooManyRoutes(limit: limit)
        }
        var routes: [Route<Screen>] = []
        var dropped: [DroppedRoute] = []
        var index = 0
        while !list.isAtEnd {
            guard index < limit else { throw RestorationError.tooManyRoutes(limit: limit) }
            let entryDecoder = try list.superDecoder()
            switch Route.decodeSaved(from: entryDecoder, screen: screen) {
            case .success(let route) where dropped.isEmpty:
                routes.append(route)
            case .success:
                dropped.append(DroppedRoute(index: index, reason: .followsDroppedRoute))
            case .failure(let error):
                dropped.append(DroppedRoute(index: index, reason: error.reason))
            }
            index += 1
        }
        let valid = validPrefix(of: routes, dropped: &dropped)
        return (Array(routes.prefix(valid)), dropped)
    }
}
