public import Foundation

/// A declarative table that maps deep links to route lists, and route lists back to links.
///
/// Each ``DeepLinkPattern`` pairs a URL pattern with the routes a matching link opens. The table
/// checks every pattern when it is built, and refuses a table in which two patterns can match
/// the same link, so that a link never depends on the order of the entries.
///
/// Which part of a URL is matched:
/// - For `http` and `https`, the path: `https://example.com/chats/42` matches `chats/:id(Int)`.
///   The host is not matched.
/// - For any other scheme, the host is the first path segment: `myapp://chats/42` matches
///   `chats/:id(Int)` too, as does `myapp:chats/42`.
/// - A URL without a scheme, such as `chats/42`, is matched on its path.
///
/// Empty segments are ignored, so `myapp://chats//42/` is `chats/42`. Segments and query items
/// are percent-decoded before they are matched. Query items the pattern does not name are
/// ignored, even when their encoding is bad: `myapp://inbox?utm=%FF` opens `inbox`.
///
/// ```swift
/// let table = try DeepLinkTable<Screen>([
///     DeepLinkPattern("inbox") { _ in [.push(.inbox)] } values: { routes in
///         routes.map(\.screen) == [.inbox] ? [:] : nil
///     },
///     DeepLinkPattern("chats/:chatID(Int)") { values in
///         [.push(.inbox), .push(.chat(id: try values.value("chatID")))]
///     } values: { routes in
///         guard case .chat(let id)? = routes.last?.screen else { return nil }
///         return ["chatID": id]
///     },
/// ])
///
/// let routes = try table.routes(for: URL(string: "myapp://chats/42")!)
/// let url = try table.url(for: routes, base: URL(string: "myapp://")!)  // myapp://chats/42
/// ```
///
/// A table is not `Sendable`: its entries' closures take the isolation of the code that wrote
/// them (see ``DeepLinkPattern``). Keep it where it is used, usually in a main-actor model.
public struct DeepLinkTable<Screen> {
    /// The table's entries, in the order given.
    public let entries: [DeepLinkPattern<Screen>]
    let patterns: [ParsedLinkPattern]
    /// The patterns by the first segment a link needs to match them.
    let index: DeepLinkIndex

    /// Builds a table, checking every pattern and every pair of patterns.
    ///
    /// ```swift
    /// enum RecipeScreen: Hashable { case recipe(Slug) }
    ///
    /// let table = try DeepLinkTable<RecipeScreen>(
    ///     [DeepLinkPattern("recipes/:slug(Slug)") { values in
    ///         [.push(.recipe(try values.value("slug", as: Slug.self)))]
    ///     } values: { routes in
    ///         guard case .recipe(let slug)? = routes.last?.screen else { return nil }
    ///         return ["slug": slug]
    ///     }],
    ///     parameterTypes: ["Slug": Slug.self]
    /// )
    /// ```
    /// - Parameters:
    ///   - entries: The entries.
    ///   - parameterTypes: Custom parameter types, by the name patterns use for them. `Int`,
    ///     `String` and `UUID` are always known; a custom type of the same name replaces one.
    /// - Throws: ``DeepLinkError/invalidPattern(_:reason:)`` for a pattern that is not well
    ///   formed, and ``DeepLinkError/ambiguousPatterns(_:_:)`` for two patterns that can match
    ///   the same link. Two parameters of different types are taken to overlap unless they are
    ///   `Int` and `UUID`.
    /// - Complexity: O(p · q · n²) for p patterns of n segments, where q is the number of
    ///   patterns that start with a parameter or with the same literal as another: O(p² · n²)
    ///   at worst, O(p · n) when every pattern starts with its own literal.
    public init(
        _ entries: [DeepLinkPattern<Screen>],
        parameterTypes: [String: any DeepLinkParameter.Type] = [:]
    ) throws(DeepLinkError) {
        var patterns: [ParsedLinkPattern] = []
        var index = DeepLinkIndex()
        for entry in entries {
            let pattern = try ParsedLinkPattern(entry.pattern, types: parameterTypes)
            // The earlier patterns it could be ambiguous with, in table order, so that the
            // first of them is the one reported.
            let others = index.overlapCandidates(for: pattern).map(Array.init)
            if let other = (others ?? Array(patterns.indices)).first(where: {
                patterns[$0].canMatchSameLink(as: pattern)
            }) {
                throw .ambiguousPatterns(
                    QuotedInput.quote(patterns[other].source), QuotedInput.quote(pattern.source))
            }
            patterns.append(pattern)
            index.append(pattern)
        }
        self.entries = entries
        self.patterns = patterns
        self.index = index
    }

    /// Reads a deep link into the route list it opens. The routes have fresh identifiers.
    ///
    /// ```swift
    /// let routes = try table.routes(for: URL(string: "myapp://chats/42")!)
    /// ```
    /// - Parameter url: The link.
    /// - Returns: The routes, bottom-most first.
    /// - Throws: ``DeepLinkError/noMatch(_:)`` when no pattern has the link's shape, or when
    ///   its path is not valid percent-encoding;
    ///   ``DeepLinkError/invalidParameter(name:text:)`` or
    ///   ``DeepLinkError/missingParameter(name:)`` when one has, but a value is wrong or
    ///   missing; ``DeepLinkError/invalidRouteList(_:)`` when the entry's routes cannot stand on
    ///   a stack; or what the entry's `routes` closure throws.
    /// - Complexity: O(n · k) for a link of length n and k patterns that start with the link's
    ///   first segment or with a parameter (or, for a link without segments, that need none),
    ///   whatever the size of the table.
    public func routes(for url: URL) throws(DeepLinkError) -> [Route<Screen>] {
        guard let link = DeepLinkComponents(url) else {
            throw .noMatch(QuotedInput.quote(url.absoluteString))
        }
        var nearMiss: DeepLinkError?
        // Over the patterns alone, which are not generic: walking the entries too cost a type
        // metadata lookup per pattern, most of the time a link took. Only the patterns the
        // index says can match are tried, in table order; the others would not have matched.
        let lowercasedSegments = link.segments.map { $0.lowercased() }
        for index in self.index.candidates(lowercasedFirstSegment: lowercasedSegments.first) {
            let pattern = patterns[index]
            switch pattern.match(link, lowercasedSegments: lowercasedSegments) {
            case .matched(let values):
                let entry = entries[index]
                let routes: [Route<Screen>]
                do {
                    routes = try entry.makeRoutes(values)
                } catch let error as DeepLinkError {
                    throw error
                } catch {
                    throw .entryFailed(
                        pattern: QuotedInput.quote(entry.pattern),
                        reason: QuotedInput.quote(String(describing: error)))
                }
                if let error = RouteListError.firstError(in: routes) {
                    throw .invalidRouteList(error)
                }
                return routes
            case .failed(let error):
                nearMiss = nearMiss ?? error
            case .none:
                continue
            }
        }
        throw nearMiss ?? .noMatch(QuotedInput.quote(url.absoluteString))
    }
}

extension DeepLinkTable where Screen: Equatable {
    /// Writes the link that opens a route list.
    ///
    /// The first entry whose `values` closure returns values, and whose link opens the same
    /// screens with the same styles and names, writes the link. Route identifiers are not part
    /// of a link.
    ///
    /// For an `http` or `https` base, the link keeps the base's scheme, host and port and
    /// replaces its path; for any other base, only the scheme is kept, and the first segment
    /// becomes the host.
    ///
    /// ```swift
    /// try table.url(for: stack.routes, base: URL(string: "myapp://")!)
    /// // myapp://chats/42
    /// try table.url(for: stack.routes, base: URL(string: "https://example.com")!)
    /// // https://example.com/chats/42
    /// ```
    /// - Parameters:
    ///   - routes: The routes, bottom-most first.
    ///   - base: A URL whose scheme (and, for the web, host) the link takes.
    /// - Returns: The link.
    /// - Throws: ``DeepLinkError/notRepresentable`` when no entry writes a link that opens these
    ///   routes again, or when `base` has no scheme.
    /// - Complexity: O(p · n) for p patterns and n routes, plus the entries' closures.
    public func url(for routes: [Route<Screen>], base: URL) throws(DeepLinkError) -> URL {
        for (entry, pattern) in zip(entries, patterns) {
            guard let values = entry.makeValues(routes),
                let parts = try? pattern.components(with: values),
                let url = Self.url(segments: parts.segments, query: parts.query, base: base),
                let reopened = try? self.routes(for: url),
                reopened.count == routes.count,
                zip(reopened, routes).allSatisfy({ $0.showsSame(as: $1) })
            else { continue }
            return url
        }
        throw .notRepresentable
    }

    private static func url(
        segments: [String], query: [(key: String, value: String)], base: URL
    ) -> URL? {
        guard let scheme = base.scheme else { return nil }
        var path = segments.map(DeepLinkComponents.encode).joined(separator: "/")
        if !query.isEmpty {
            path += "?"
            path += query.map {
                DeepLinkComponents.encode($0.key) + "=" + DeepLinkComponents.encode($0.value)
            }
            .joined(separator: "&")
        }
        let lowercased = scheme.lowercased()
        guard lowercased == "http" || lowercased == "https" else {
            return URL(string: scheme + "://" + path)
        }
        guard let components = URLComponents(url: base, resolvingAgainstBaseURL: true),
            let host = components.percentEncodedHost
        else { return nil }
        let port = components.port.map { ":\($0)" } ?? ""
        return URL(string: scheme + "://" + host + port + "/" + path)
    }
}
