extension Route: Encodable where Screen: Encodable {
    /// Writes the route as one object, the form a saved stack gives each route:
    /// `{"id": 7, "style": "sheetWithNavigation", "name": "chat", "options": {…}, "screen": …}`.
    /// The name is left out when there is none, and the options when none is set.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(Route.push(Screen.inbox, name: "inbox"))
    /// ```
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the screen's encoding throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SnapshotCoding.EntryKey.self)
        try container.encode(id, forKey: .id)
        try container.encode(style, forKey: .style)
        try container.encodeIfPresent(name, forKey: .name)
        if !options.isDefault { try container.encode(options, forKey: .options) }
        try container.encode(screen, forKey: .screen)
    }
}

extension Route: Decodable where Screen: Decodable {
    /// Reads a route written by ``encode(to:)``, with the checks a saved stack's routes get: an
    /// identifier up to 2⁵³, a known style, a string name, options that can be read.
    ///
    /// ```swift
    /// let route = try JSONDecoder().decode(Route<Screen>.self, from: data)
    /// ```
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted`, saying what is wrong.
    public init(from decoder: any Decoder) throws {
        let read = Self.decodeSaved(from: decoder) { entry in
            try entry.decode(Screen.self, forKey: .screen)
        }
        switch read {
        case .success(let route):
            self = route
        case .failure(let error):
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "\(error.reason)"))
        }
    }
}

extension Route {
    /// Reads a route saved as one object, ``encode(to:)``'s form: the one reader of it, for a
    /// `Route` and for each route of a version 1 snapshot.
    /// - Parameters:
    ///   - decoder: The decoder of the object.
    ///   - decodeScreen: Reads the screen from the object; it throws a ``SnapshotCoding.DropReason`` for a
    ///     known problem, or any decoding error.
    /// - Returns: The route, or why it can't be read.
    static func decodeSaved(
        from decoder: any Decoder,
        screen decodeScreen: (KeyedDecodingContainer<SnapshotCoding.EntryKey>) throws -> Screen
    ) -> Result<Route, SnapshotCoding.DropReason> {
        let container: KeyedDecodingContainer<SnapshotCoding.EntryKey>
        do {
            container = try decoder.container(keyedBy: SnapshotCoding.EntryKey.self)
        } catch {
            return .failure(SnapshotCoding.DropReason(reason: .invalidEntry("not an object")))
        }
        let maximumID = SnapshotCoding.maximumRouteID
        guard let rawID = try? container.decode(UInt64.self, forKey: .id) else {
            return .failure(
                SnapshotCoding.DropReason(
                    reason: .invalidEntry("id is missing or not a non-negative integer")))
        }
        guard rawID <= maximumID else {
            return .failure(
                SnapshotCoding.DropReason(
                    reason: .invalidEntry("id \(rawID) is larger than \(maximumID)")))
        }
        guard let savedName = try? container.decode(String.self, forKey: .style),
            let style = RouteStyle(savedName: savedName)
        else {
            return .failure(
                SnapshotCoding.DropReason(reason: .invalidEntry("style is missing or unknown")))
        }
        let name: String?
        do {
            name = try container.decodeIfPresent(String.self, forKey: .name)
        } catch {
            return .failure(
                SnapshotCoding.DropReason(reason: .invalidEntry("name is not a string")))
        }
        let options: RouteOptions
        do {
            options = try container.decodeIfPresent(RouteOptions.self, forKey: .options) ?? .init()
        } catch {
            return .failure(
                SnapshotCoding.DropReason(
                    reason: .invalidEntry(
                        "options can't be read: \(SnapshotCoding.describe(error))")))
        }
        let screen: Screen
        do {
            screen = try decodeScreen(container)
        } catch let error as SnapshotCoding.DropReason {
            return .failure(error)
        } catch {
            return .failure(
                SnapshotCoding.DropReason(reason: .invalidScreen(SnapshotCoding.describe(error))))
        }
        return .success(
            Route(screen, style: style, name: name, options: options, id: RouteID(rawValue: rawID)))
    }
}
