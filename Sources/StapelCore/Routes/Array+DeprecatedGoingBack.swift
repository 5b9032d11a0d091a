// The route-list spellings of go-back from before the shared vocabulary, kept as forwards.
extension Array {
    /// Goes back to the topmost route that matches; `nil` goes back to the root.
    ///
    /// ```swift
    /// routes.goBack(to: .matching { $0.name == "inbox" })
    /// routes.goBackToRoot()
    /// ```
    /// - Parameter target: Whether a route is the one to go back to; `nil` for the root.
    @available(
        *, deprecated,
        message: "Use goBack(to: .matching { … }) with a RouteTarget, or goBackToRoot() for nil"
    )
    public mutating func goBack<Screen>(to target: ((Route<Screen>) -> Bool)?)
    where Element == Route<Screen> {
        if let target {
            goBack(to: .matching(target))
        } else {
            goBackToRoot()
        }
    }

    /// Goes back to the topmost route with a name.
    ///
    /// ```swift
    /// routes.goBack(to: .name("inbox"))
    /// ```
    /// - Parameter name: The name of the route to go back to.
    @available(*, deprecated, message: "Use goBack(to: .name(name))")
    public mutating func goBack<Screen>(toName name: String) where Element == Route<Screen> {
        goBack(to: .name(name))
    }
}
