extension Stack {
    /// Pops to a ``PopDestination``: the previous route, the root of the current navigation,
    /// or the route pushed with a name.
    ///
    /// The same rules as ``pop(_:)`` and ``pop(to:)`` apply: nothing to pop, or an unknown
    /// name, changes nothing and reports a runtime warning.
    ///
    /// ```swift
    /// stack.pop(.view(withId: "cart"))
    /// ```
    /// - Parameter destination: Where to go.
    /// - Returns: The popped routes, bottom-most first.
    /// - Complexity: O(k), where k is the number of routes in the current navigation.
    @discardableResult
    public func pop(_ destination: PopDestination) -> [Route<Screen>] {
        switch destination {
        case .previous: pop(1)
        case .root: pop(to: .root)
        case .view(let name): pop(to: .name(name))
        }
    }
}
