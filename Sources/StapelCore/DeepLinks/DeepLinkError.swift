/// Why a deep link could not be read, written or built into a table.
///
/// Text an error quotes (from the link, a pattern, a value, or an entry's error) is cut to its
/// first 200 characters (Unicode scalars), so that a hostile link can't make an error, or a log
/// line, large.
///
/// ```swift
/// do {
///     try stack.open(url, using: table)
/// } catch .invalidParameter(let name, let text) {
///     print("\(name) can't be \(text)")
/// } catch {
///     print(error)
/// }
/// ```
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No pattern of the table matches the link's path. The associated value is the start of
    /// the link as given.
    case noMatch(String)
    /// A pattern matches the link's shape, but this parameter's text (its start, for a long
    /// one) is not a value of its type.
    case invalidParameter(name: String, text: String)
    /// A parameter the pattern requires is missing: a query item absent from the link, or a
    /// value absent when a link is written.
    case missingParameter(name: String)
    /// Two patterns of a table can match the same link. Found when the table is built.
    case ambiguousPatterns(String, String)
    /// A pattern is not well formed: see the reason.
    case invalidPattern(String, reason: String)
    /// The routes a pattern produced cannot stand on a stack.
    case invalidRouteList(RouteListError)
    /// The routes a pattern produced are not a split view collapsed to one stack (see
    /// ``SplitState/collapsedRoutes``).
    case invalidSplitRoutes(RouteListError)
    /// No pattern of the table writes a link that opens these routes again.
    case notRepresentable
    /// An entry's `routes` closure threw an error that is not a `DeepLinkError`; the reason is
    /// the start of its description.
    case entryFailed(pattern: String, reason: String)
    /// A ``KeyedLinkTable`` gives a key a table for one kind of holder, and the key's child is
    /// another kind: the key, and the child's type.
    case childMismatch(key: String, child: String)

    /// A sentence that says what is wrong.
    public var description: String {
        switch self {
        case .noMatch(let link): "no pattern matches \(link)"
        case .invalidParameter(let name, let text):
            "parameter \(name) can't be read from \"\(text)\""
        case .missingParameter(let name): "parameter \(name) is missing"
        case .ambiguousPatterns(let first, let second):
            "patterns \"\(first)\" and \"\(second)\" can match the same link"
        case .invalidPattern(let pattern, let reason): "pattern \"\(pattern)\": \(reason)"
        case .invalidRouteList(let error): "the link's routes can't stand on a stack: \(error)"
        case .invalidSplitRoutes(let error): "the link's routes are not a split view: \(error)"
        case .notRepresentable: "no pattern writes a link for these routes"
        case .entryFailed(let pattern, let reason): "pattern \"\(pattern)\" failed: \(reason)"
        case .childMismatch(let key, let child):
            "the links of \(key) are not for its child, a \(child)"
        }
    }
}
