/// Where a push lands: the root layer, or a route's screen.
///
/// The root of the stack is one pusher, and every route on the stack is another. A push lands on
/// the topmost one, and that pusher's ``PushEvaluator``, if it has one, decides what happens.
///
/// ```swift
/// stack.setEvaluator(chatEvaluator, for: .route(chatRouteID))
/// stack.setEvaluator(inboxEvaluator, for: .root)
/// ```
public enum Pusher: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The root of the stack, below every route.
    case root
    /// The route with this identifier.
    case route(RouteID)

    /// A short text form: `root` or the route's identifier.
    public var description: String {
        switch self {
        case .root: "root"
        case .route(let id): id.description
        }
    }
}
