import Foundation

extension SnapshotCoding {
    /// Reads a version 1 snapshot, `{"version": 1, "routes": [{"id", "style", "name",
    /// "screen"}, …]}`, one entry at a time.
    static func decodeVersion1<Screen>(
        _ container: KeyedDecodingContainer<SnapshotKey>,
        screen: (KeyedDecodingContainer<SnapshotEntryKey>) throws -> Screen
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
            switch decodeEntry(entryDecoder, screen: screen) {
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

    private static func decodeEntry<Screen>(
        _ decoder: any Decoder,
        screen decodeScreen: (KeyedDecodingContainer<SnapshotEntryKey>) throws -> Screen
    )
        -> Result<Route<Screen>, DropReasonError>
    {
        let container: KeyedDecodingContainer<SnapshotEntryKey>
        do {
            container = try decoder.container(keyedBy: SnapshotEntryKey.self)
        } catch {
            return .failure(DropReasonError(reason: .invalidEntry("not an object")))
        }
        guard let rawID = try? container.decode(UInt64.self, forKey: .id) else {
            return .failure(
                DropReasonError(
                    reason: .invalidEntry("id is missing or not a non-negative integer")))
        }
        guard rawID <= maximumRouteID else {
            return .failure(
                DropReasonError(
                    reason: .invalidEntry("id \(rawID) is larger than \(maximumRouteID)")))
        }
        guard let styleCode = try? container.decode(String.self, forKey: .style),
            let style = style(for: styleCode)
        else {
            return .failure(DropReasonError(reason: .invalidEntry("style is missing or unknown")))
        }
        let name: String?
        do {
            name = try container.decodeIfPresent(String.self, forKey: .name)
        } catch {
            return .failure(DropReasonError(reason: .invalidEntry("name is not a string")))
        }
        let screen: Screen
        do {
            screen = try decodeScreen(container)
        } catch let error as DropReasonError {
            return .failure(error)
        } catch {
            return .failure(DropReasonError(reason: .invalidScreen(describe(error))))
        }
        return .success(Route(screen, style: style, name: name, id: RouteID(rawValue: rawID)))
    }
}
