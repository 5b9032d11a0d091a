/// A saved route that was not restored: where it was, and why.
///
/// ```swift
/// let result = try stack.restore(from: data)
/// print("restored \(result.restoredCount); dropped", result.dropped.map(\.description))
/// ```
public struct DroppedRoute: Hashable, Sendable, CustomStringConvertible {
    /// Why a saved route was not restored.
    ///
    /// ```swift
    /// let result = try stack.restore(from: savedData)
    /// for route in result.dropped where route.reason != .followsDroppedRoute {
    ///     print("route \(route.index): \(route.reason)")
    /// }
    /// ```
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The saved screen's type name is not registered in the ``ScreenTypeRegistry``.
        case unknownType(String)
        /// The saved screen could not be decoded; the text says why.
        case invalidScreen(String)
        /// The saved route's identifier, style or name is missing or wrong; the text says which.
        case invalidEntry(String)
        /// The route decoded, but cannot stand where it is: a push on a presentation without
        /// navigation, a repeated identifier or name, or an identifier the stack shows with
        /// another style.
        case invalidStructure(RouteListError)
        /// The route decoded, but a route below it was dropped, and a stack has no gaps.
        case followsDroppedRoute

        /// A sentence that says why.
        public var description: String {
            switch self {
            case .unknownType(let name): "unknown screen type \"\(name)\""
            case .invalidScreen(let reason): "the screen can't be decoded: \(reason)"
            case .invalidEntry(let reason): "the route can't be decoded: \(reason)"
            case .invalidStructure(let error): "\(error)"
            case .followsDroppedRoute: "a route below it was dropped"
            }
        }
    }

    /// The route's position in the saved list, from the bottom.
    public var index: Int
    /// Why it was dropped.
    public var reason: Reason

    /// Creates a record of a dropped route.
    ///
    /// ```swift
    /// let dropped = DroppedRoute(index: 2, reason: .unknownType("recipe"))
    /// ```
    /// - Parameters:
    ///   - index: The route's position in the saved list.
    ///   - reason: Why it was dropped.
    public init(index: Int, reason: Reason) {
        self.index = index
        self.reason = reason
    }

    /// The index and the reason, such as `#2: unknown screen type "recipe"`.
    public var description: String { "#\(index): \(reason)" }

    /// How errors and warnings name dropped routes: how many, and the first three, so that a
    /// long list does not make a long message.
    static func summary(of dropped: [DroppedRoute]) -> String {
        "dropped \(dropped.count): \(dropped.prefix(3))"
    }
}
