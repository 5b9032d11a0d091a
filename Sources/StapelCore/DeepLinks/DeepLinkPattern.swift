/// One entry of a ``DeepLinkTable``: a URL pattern, the routes a matching link opens, and the
/// values that write such a link back.
///
/// ## Pattern syntax
///
/// A pattern is a path of segments separated by `/`, then optionally `?` and query items
/// separated by `&`:
///
/// - `chats` is a literal segment. Literals match without regard to case.
/// - `:chatID(Int)` is a parameter named `chatID` of type `Int`. The types are `Int`, `String`
///   and `UUID`, and the custom types the table registers. `:name` alone is a `String`.
/// - `:messageID(Int)?` is an optional parameter. Optional parameters come last in the path.
/// - `?q=:query(String)&page=:page(Int)?` are query items: the item `q` holds the parameter
///   `query`, and `page` may be left out. Other query items in a link are ignored.
///
/// Parameter names are unique within a pattern. The empty pattern `""` matches a link to the
/// root, such as `myapp://`.
///
/// ```swift
/// DeepLinkPattern<Screen>("chats/:chatID(Int)/messages/:messageID(Int)?") { values in
///     var routes: [Route<Screen>] = [.push(.inbox), .push(.chat(id: try values.value("chatID")))]
///     if let messageID = try values.valueIfPresent("messageID", as: Int.self) {
///         routes.append(.sheet(.message(messageID)))
///     }
///     return routes
/// } values: { routes in
///     guard routes.count >= 2, case .chat(let chatID) = routes[1].screen else { return nil }
///     guard case .message(let messageID)? = routes.dropFirst(2).first?.screen else {
///         return ["chatID": chatID]
///     }
///     return ["chatID": chatID, "messageID": messageID]
/// }
/// ```
///
/// The `values` closure only has to pick the values out of a route list; the table checks that
/// the link it writes opens the same routes again, so it may be loose about the rest.
///
/// The closures run where the table is used, and take the isolation of the code that writes
/// them: in a main-actor type, or in an app target built with main-actor isolation by default,
/// they may call the app's own main-actor helpers and compare its main-actor screens. The table
/// therefore stays where it was built, as any value that is not `Sendable` does.
public struct DeepLinkPattern<Screen> {
    /// The pattern, as written.
    public let pattern: String
    let makeRoutes: (DeepLinkValues) throws -> [Route<Screen>]
    let makeValues: ([Route<Screen>]) -> DeepLinkValues?

    /// Creates an entry.
    ///
    /// ```swift
    /// DeepLinkPattern<Screen>("settings") { _ in
    ///     [.sheet(.settings, withNavigation: true)]
    /// } values: { routes in
    ///     routes.count == 1 ? [:] : nil
    /// }
    /// ```
    /// - Parameters:
    ///   - pattern: The URL pattern; see the syntax above. The table checks it when it is built.
    ///   - routes: Makes the route list a matching link opens, bottom-most first. It may throw:
    ///     a ``DeepLinkError``, for example from ``DeepLinkValues/value(_:as:)``, reaches the
    ///     caller as it is, and any other error as ``DeepLinkError/entryFailed(pattern:reason:)``.
    ///   - values: Picks the parameter values out of a route list, or returns `nil` if this
    ///     pattern cannot write a link for it.
    public init(
        _ pattern: String,
        routes: @escaping (DeepLinkValues) throws -> [Route<Screen>],
        values: @escaping ([Route<Screen>]) -> DeepLinkValues?
    ) {
        self.pattern = pattern
        self.makeRoutes = routes
        self.makeValues = values
    }
}
