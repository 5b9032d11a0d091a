import Foundation

/// Writes the screens of a snapshot, bottom-most first, as its `screens` list.
typealias ScreenListEncoder<Screen> = ([Screen], inout KeyedEncodingContainer<SnapshotCoding.Key>)
    throws
    -> Void

/// The wire format of a saved stack: written as version 2, read as version 1 or 2.
///
/// Version 2 keeps each part of the routes in a column (see ``Key``): the identifiers
/// as differences in one text (``SnapshotIDText``), the styles as one letter each, the names
/// and the presentation options that are set by index, and the screens as a plain list. It
/// is about a fifth of the size of version 1, and reads in one pass over each column.
///
/// The `options` column came after version 2 was first written, and is optional: data
/// without it (written before) reads as routes with no options, and a reader from before
/// reads data with it as the same routes without their options, so the version stays 2.
enum SnapshotCoding {
    /// The keys of a saved stack.
    ///
    /// Version 2, written now, keeps each part of the routes in a column:
    /// `{"version": 2, "ids": "41,1,1", "styles": "ppS", "names": {"1": "chat"},
    /// "options": {"2": {"detents": ["medium", "large"]}}, "screens": […]}`; `names` and
    /// `options` are left out when no route has one.
    /// Version 1, still read, keeps one object per route: `{"version": 1, "routes": [entry, …]}`.
    enum Key: String, CodingKey {
        case version, routes, ids, styles, names, options, screens
    }

    /// The keys of one saved route, in version 1:
    /// `{"id": 7, "style": "push", "name": "chat", "options": {…}, "screen": …}`.
    enum EntryKey: String, CodingKey {
        case id, style, name, options, screen
    }

    /// A key of the `names` object of a saved stack: a route's index, as text.
    struct NameKey: CodingKey {
        let stringValue: String
        var intValue: Int? { Int(stringValue) }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init(intValue: Int) {
            self.stringValue = String(intValue)
        }
    }

    /// The keys of a screen saved through a ``ScreenTypeRegistry``:
    /// `{"type": "recipe", "value": …}`.
    enum RegisteredScreenKey: String, CodingKey {
        case type, value
    }

    /// Carries a known ``DroppedRoute/Reason`` out of a screen decoder.
    struct DropReason: Error {
        let reason: DroppedRoute.Reason
    }

    /// The key under which a decoder's user info carries a ``ScreenTypeRegistry``.
    static let screenTypesKey = CodingUserInfoKey(rawValue: "Stapel.ScreenTypeRegistry")!

    /// The version written.
    static let version = 2

    /// The largest identifier restoration accepts, 2⁵³: identifiers are handed out from 1 up,
    /// and a saved identifier near `UInt64.max` would use up the identifier space.
    static let maximumRouteID: UInt64 = 1 << 53

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

    /// Writes a snapshot, in version 2, without its alerts (`RouteStyle.isAlert`).
    static func encode<Screen>(
        _ routes: [Route<Screen>], to encoder: any Encoder, screens: ScreenListEncoder<Screen>
    ) throws {
        // Alerts and confirmation dialogs are transient: a restore brings back the screens,
        // not a question the user was asked.
        let routes =
            routes.contains { $0.style.isAlert } ? routes.filter { !$0.style.isAlert } : routes
        var container = encoder.container(keyedBy: SnapshotCoding.Key.self)
        try container.encode(version, forKey: .version)
        try container.encode(SnapshotIDText.text(for: routes.map(\.id)), forKey: .ids)
        try container.encode(String(routes.map(\.style.savedLetter)), forKey: .styles)
        var names: [String: String] = [:]
        for (index, route) in routes.enumerated() {
            if let name = route.name { names[String(index)] = name }
        }
        if !names.isEmpty {
            try container.encode(names, forKey: .names)
        }
        var options: [String: RouteOptions] = [:]
        for (index, route) in routes.enumerated() where !route.options.isDefault {
            options[String(index)] = route.options
        }
        if !options.isEmpty {
            try container.encode(options, forKey: .options)
        }
        try screens(routes.map(\.screen), &container)
    }

    /// Reads a snapshot of either version, so that a bad route costs only itself and what
    /// stands on it.
    ///
    /// - Throws: ``RestorationError`` for an unknown version or too many routes, or a decoding
    ///   error when the data has no list of routes at all.
    static func decode<Screen>(from decoder: any Decoder, screens: SnapshotScreenDecoding<Screen>)
        throws -> (routes: [Route<Screen>], dropped: [DroppedRoute])
    {
        let container = try decoder.container(keyedBy: SnapshotCoding.Key.self)
        let savedVersion = try container.decode(Int.self, forKey: .version)
        switch savedVersion {
        case 1: return try decodeVersion1(container, screen: screens.decodeEntry)
        case 2: return try decodeVersion2(container, screens: screens)
        default: throw RestorationError.unsupportedVersion(savedVersion)
        }
    }

    /// The length of the longest prefix of `routes` that can stand on a stack; the routes after
    /// it are put at the front of `dropped`.
    /// - Parameters:
    ///   - routes: The routes.
    ///   - extraError: A problem found elsewhere, such as a style change, if any.
    ///   - checkingStructure: Whether to look for a ``RouteListError`` in the list itself;
    ///     `false` for a list already cut to its valid prefix, such as a decoded snapshot's.
    ///   - dropped: The dropped routes, to put the routes cut off in front of.
    static func validPrefix<Screen>(
        of routes: [Route<Screen>],
        extraError: RouteListError? = nil,
        checkingStructure: Bool = true,
        dropped: inout [DroppedRoute]
    ) -> Int {
        let structural = checkingStructure ? RouteListError.firstError(in: routes) : nil
        let error = [structural, extraError].compactMap { $0 }.min { $0.index < $1.index }
        guard let error else { return routes.count }
        let cut = error.index
        var cutOff = [DroppedRoute(index: cut, reason: .invalidStructure(error))]
        for index in (cut + 1)..<max(routes.count, cut + 1) {
            cutOff.append(DroppedRoute(index: index, reason: .followsDroppedRoute))
        }
        dropped.insert(contentsOf: cutOff, at: 0)
        return cut
    }
}
