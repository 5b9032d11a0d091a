/// The rule of route names, in one place: names are unique on a stack, so a route that would
/// carry a name a route on the stack carries already is refused. `Stack` and the editing
/// methods of `[Route<Screen>]` both ask this before they add a route, so that the two cannot
/// drift apart, as they ask ``GoBackRules`` before they remove routes.
///
/// The rule is NavigationStackView's, whose users expect a push with an identifier that is on
/// the stack already to be refused: going back to a name must never be ambiguous. Routes
/// without a name never clash. A route that replaces the topmost route may take the name of
/// the route it replaces, since that route leaves. Whole route lists follow the same rule
/// through ``RouteListError/duplicateName(_:index:)``.
package enum RouteNameRules {
    /// Whether a route named `name`, added to `routes`, would repeat a name that stays.
    /// - Parameters:
    ///   - name: The new route's name; `nil` never clashes.
    ///   - routes: The routes on the stack, bottom-most first.
    ///   - replacingTop: Whether the new route replaces the topmost route, whose name then
    ///     leaves with it.
    /// - Complexity: O(n) in the number of routes for a name, O(1) for `nil`.
    package static func isTaken<Screen>(
        _ name: String?, in routes: [Route<Screen>], replacingTop: Bool = false
    ) -> Bool {
        guard let name else { return false }
        let staying = replacingTop ? routes.count - 1 : routes.count
        guard staying > 0 else { return false }
        // Through a buffer pointer: this code is not specialized for the screen type.
        return routes.withUnsafeBufferPointer { routes in
            for index in 0..<staying where routes[index].name == name {
                return true
            }
            return false
        }
    }

    /// The warning for a refused route: what the call was, the name, and what to do instead.
    /// - Parameters:
    ///   - name: The name that is taken.
    ///   - operation: The call, such as `push(_:name:)`.
    package static func refusal(of name: String, by operation: String) -> StapelWarning {
        StapelWarning(
            .duplicateName,
            "\(operation) ignored: a route named \"\(name)\" is on the stack already. Go back "
                + "to it with pop(to: .name(\"\(name)\")), or give the new route another name.")
    }
}
