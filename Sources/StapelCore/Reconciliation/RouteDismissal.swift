/// A presented route that left a route list held as a value, and who dismissed it: what
/// `StapelStack($routes, onDismiss:)` hands its handler, the value-style counterpart of
/// `Stack.present(_:style:withNavigation:name:options:context:onDismiss:)`.
///
/// ```swift
/// @State private var routes: [Route<Screen>] = []
///
/// var body: some View {
///     StapelStack(
///         $routes,
///         onDismiss: { dismissal in
///             if case .settings = dismissal.route.screen, dismissal.cause == .user {
///                 analytics.log("settings swiped away")
///             }
///         },
///         root: { HomeView() },
///         destination: { screen in ScreenView(screen: screen) }
///     )
/// }
/// ```
public struct RouteDismissal<Screen> {
    /// Who dismissed a presentation.
    public enum Cause: Hashable, Sendable {
        /// The user: a sheet swiped down, or a presentation dismissed with the system's controls.
        case user
        /// The program: the route list changed, or code dismissed the presentation.
        case program
    }

    /// The presented route that left.
    public let route: Route<Screen>
    /// Who dismissed it.
    public let cause: Cause

    /// Creates a dismissal.
    ///
    /// ```swift
    /// let dismissal = RouteDismissal(route: .sheet(Screen.settings), cause: .user)
    /// ```
    /// - Parameters:
    ///   - route: The presented route that left.
    ///   - cause: Who dismissed it.
    public init(route: Route<Screen>, cause: Cause) {
        self.route = route
        self.cause = cause
    }

    /// The presentations an event of the stack dismissed, bottom-most first: the presented
    /// routes among those it removed. The pushes inside a dismissed presentation are not
    /// dismissals of their own.
    ///
    /// ```swift
    /// RouteDismissal.dismissals(in: .dismissedByUser([sheet, pushedInSheet]))  // [sheet, by the user]
    /// ```
    /// - Parameter event: An event of the stack.
    /// - Returns: The dismissals, or none for an event that dismissed nothing.
    /// - Complexity: O(k), where k is the number of routes the event removed.
    package static func dismissals(in event: StackEvent<Screen>) -> [RouteDismissal] {
        switch event {
        case .dismissed(let routes):
            routes.filter(\.style.isPresentation).map { RouteDismissal(route: $0, cause: .program) }
        case .dismissedByUser(let routes):
            routes.filter(\.style.isPresentation).map { RouteDismissal(route: $0, cause: .user) }
        case .replaced(let old, _) where old.style.isPresentation:
            [RouteDismissal(route: old, cause: .program)]
        default:
            []
        }
    }
}

extension RouteDismissal: Equatable where Screen: Equatable {}
extension RouteDismissal: Hashable where Screen: Hashable {}
extension RouteDismissal: Sendable where Screen: Sendable {}
