/// The routes of a ``Stack``, saved for later: identifiers, styles, names and screens.
///
/// Take one with ``Stack/snapshot()`` and give it back with ``Stack/restore(from:animated:)-(StackSnapshot<Screen>,_)``.
/// When the screens are `Codable`, so is the snapshot, and `Data` helpers read and write JSON;
/// a `Stack<AnyScreen>` saves through a ``ScreenTypeRegistry``.
///
/// Reading is forgiving: each saved route is read on its own, so a route that can't be read
/// costs only itself and the routes above it. They are listed in ``droppedRoutes``, and the
/// snapshot keeps the valid routes below them.
///
/// ```swift
/// let data = try stack.snapshot().jsonData()
/// // … later, maybe in another launch:
/// let snapshot = try StackSnapshot<Screen>(jsonData: data)
/// try stack.restore(from: snapshot)
/// ```
public struct StackSnapshot<Screen> {
    /// The most routes a saved stack may have: 1,000. Reading refuses more with
    /// ``RestorationError/tooManyRoutes(limit:)``, so absurd input can't make it do absurd work.
    public static var maximumRouteCount: Int { 1_000 }

    /// The routes, bottom-most first.
    public var routes: [Route<Screen>]

    /// The saved routes that reading dropped, bottom-most first. Empty for a snapshot taken
    /// from a stack.
    public var droppedRoutes: [DroppedRoute]

    /// Creates a snapshot of routes.
    ///
    /// ```swift
    /// let snapshot = StackSnapshot(routes: [Route.push(Screen.inbox)])
    /// ```
    /// - Parameters:
    ///   - routes: The routes, bottom-most first.
    ///   - droppedRoutes: Saved routes that were dropped, if any.
    public init(routes: [Route<Screen>], droppedRoutes: [DroppedRoute] = []) {
        self.routes = routes
        self.droppedRoutes = droppedRoutes
    }
}

extension StackSnapshot: Equatable where Screen: Equatable {}
extension StackSnapshot: Hashable where Screen: Hashable {}
extension StackSnapshot: Sendable where Screen: Sendable {}
