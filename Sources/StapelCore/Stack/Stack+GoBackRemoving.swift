extension Stack {
    /// Goes back to just below a route: the route and everything above it leave the stack,
    /// through the public go-back path (events, plan cancellation and pacing included).
    ///
    /// A route that is not on the stack changes nothing and reports nothing: callers use this
    /// for routes that may already have left.
    ///
    /// ```swift
    /// stack.goBack(removing: chatRouteID)
    /// ```
    /// - Parameter id: The lowest route to remove.
    /// - Returns: The removed routes, bottom-most first.
    /// - Complexity: O(n) in the number of routes.
    @discardableResult
    func goBack(removing id: RouteID) -> [Route<Screen>] {
        guard let index = routes.firstIndex(where: { $0.id == id }) else { return [] }
        guard index > 0 else { return goBack(to: .root) }
        return goBack(to: .id(routes[index - 1].id))
    }
}
