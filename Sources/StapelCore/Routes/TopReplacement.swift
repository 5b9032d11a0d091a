/// The rule of replacing the topmost route, in one place: the new route is shown the way the one
/// it replaces was (its style and options), under a new identity; there must be a route to
/// replace, and the new route may take the name of the route it replaces, but not one that a
/// route below carries (``RouteNameRules``). `Stack.replaceTop(with:name:)` and the route list's
/// `replaceTop(with:name:)` ask this, then carry the replacement out their own way.
enum TopReplacement {
    /// The route that replaces the topmost of `routes`, or `nil` after reporting why there is
    /// none.
    /// - Parameters:
    ///   - routes: The routes, bottom-most first.
    ///   - screen: The new route's screen.
    ///   - name: The new route's name.
    ///   - place: What holds the routes, for the warning: `"stack"` or `"list"`.
    ///   - site: Where the warning points.
    /// - Complexity: O(1) without a name; O(n) in the number of routes with one.
    static func route<Screen>(
        replacingTopOf routes: [Route<Screen>], with screen: Screen, name: String?,
        in place: String, at site: CallSite
    ) -> Route<Screen>? {
        guard let top = routes.last else {
            StapelWarning(
                .nothingToReplace, "replaceTop(with:) ignored: the \(place) shows only its root."
            ).report(at: site)
            return nil
        }
        if let name, RouteNameRules.isTaken(name, in: routes, replacingTop: true) {
            RouteNameRules.refusal(of: name, by: "replaceTop(with:name:)").report(at: site)
            return nil
        }
        return Route(
            screen, style: top.style, name: name, options: top.options,
            id: .unique(addingTo: routes))
    }
}
