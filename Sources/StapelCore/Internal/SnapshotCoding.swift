import Foundation

/// Writes one screen into its route's entry.
typealias ScreenEncoder<Screen> = (Screen, inout KeyedEncodingContainer<SnapshotEntryKey>) throws
    -> Void

/// Reads one screen from its route's entry. Throws a ``DropReasonError`` for a known problem,
/// or any decoding error.
typealias ScreenDecoder<Screen> = (KeyedDecodingContainer<SnapshotEntryKey>) throws -> Screen

enum SnapshotCoding {
    static let version = 1

    /// The largest identifier restoration accepts, 2⁵³: identifiers are handed out from 1 up,
    /// and a saved identifier near `UInt64.max` would use up the identifier space.
    static let maximumRouteID: UInt64 = 1 << 53

    static func code(for style: RouteStyle) -> String {
        switch style {
        case .push: "push"
        case .sheet(false): "sheet"
        case .sheet(true): "sheetWithNavigation"
        case .fullScreenCover(false): "fullScreenCover"
        case .fullScreenCover(true): "fullScreenCoverWithNavigation"
        }
    }

    static func style(for code: String) -> RouteStyle? {
        switch code {
        case "push": .push
        case "sheet": .sheet(withNavigation: false)
        case "sheetWithNavigation": .sheet(withNavigation: true)
        case "fullScreenCover": .fullScreenCover(withNavigation: false)
        case "fullScreenCoverWithNavigation": .fullScreenCover(withNavigation: true)
        default: nil
        }
    }

    /// A short description of an error, for reports.
    static func describe(_ error: any Error) -> String {
        let text: String
        switch error {
        case DecodingError.dataCorrupted(let context),
            DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.suffix(4).map(\.stringValue).joined(separator: ".")
            text = path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        case EncodingError.invalidValue(_, let context):
            text = context.debugDescription
        default:
            text = String(describing: error)
        }
        return QuotedInput.quote(text)
    }

    /// Writes a snapshot.
    static func encode<Screen>(
        _ routes: [Route<Screen>], to encoder: any Encoder, screen: ScreenEncoder<Screen>
    ) throws {
        var container = encoder.container(keyedBy: SnapshotKey.self)
        try container.encode(version, forKey: .version)
        var list = container.nestedUnkeyedContainer(forKey: .routes)
        for route in routes {
            var entry = list.nestedContainer(keyedBy: SnapshotEntryKey.self)
            try entry.encode(route.id.rawValue, forKey: .id)
            try entry.encode(code(for: route.style), forKey: .style)
            try entry.encodeIfPresent(route.name, forKey: .name)
            try screen(route.screen, &entry)
        }
    }

    /// Reads a snapshot one entry at a time, so that a bad entry costs only itself and what
    /// stands on it.
    ///
    /// - Throws: ``RestorationError`` for a wrong version or too many routes, or a decoding
    ///   error when the data has no list of routes at all.
    static func decode<Screen>(from decoder: any Decoder, screen: ScreenDecoder<Screen>) throws -> (
        routes: [Route<Screen>], dropped: [DroppedRoute]
    ) {
        let container = try decoder.container(keyedBy: SnapshotKey.self)
        let savedVersion = try container.decode(Int.self, forKey: .version)
        guard savedVersion == version else {
            throw RestorationError.unsupportedVersion(savedVersion)
        }
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

    /// The length of the longest prefix of `routes` that can stand on a stack; the routes after
    /// it are put at the front of `dropped`.
    static func validPrefix<Screen>(
        of routes: [Route<Screen>],
        extraError: RouteListError? = nil,
        dropped: inout [DroppedRoute]
    ) -> Int {
        let structural = RouteListError.firstError(in: routes)
        let error = [structural, extraError].compactMap { $0 }.min { index(of: $0) < index(of: $1) }
        guard let error else { return routes.count }
        let cut = index(of: error)
        var cutOff = [DroppedRoute(index: cut, reason: .invalidStructure(error))]
        for index in (cut + 1)..<max(routes.count, cut + 1) {
            cutOff.append(DroppedRoute(index: index, reason: .followsDroppedRoute))
        }
        dropped.insert(contentsOf: cutOff, at: 0)
        return cut
    }

    private static func index(of error: RouteListError) -> Int {
        switch error {
        case .duplicateID(_, let index), .pushWithoutNavigation(_, let index),
            .styleChanged(_, let index):
            index
        }
    }

    private static func decodeEntry<Screen>(
        _ decoder: any Decoder, screen decodeScreen: ScreenDecoder<Screen>
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
