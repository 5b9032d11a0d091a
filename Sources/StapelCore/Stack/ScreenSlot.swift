/// A screen's place on a stack: the root, or a route.
///
/// Each slot is where a push can land: a push lands on the top screen's slot, and that slot's
/// ``PushEvaluator``, if it has one, decides what happens. A UI also names by slot the screens
/// it draws when it reports that one appeared, disappeared or was hidden.
///
/// ```swift
/// stack.setEvaluator(chatEvaluator, for: .route(chatRouteID))
/// stack.setEvaluator(inboxEvaluator, for: .root)
/// ```
public enum ScreenSlot: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The root screen of the stack, below every route.
    case root
    /// The screen of the route with this identifier.
    case route(RouteID)

    /// A short text form: `root` or the route's identifier.
    ///
    /// ```swift
    /// print(ScreenSlot.root)  // root
    /// ```
    public var description: String {
        switch self {
        case .root: "root"
        case .route(let id): id.description
        }
    }
}
