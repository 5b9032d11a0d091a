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

    /// Pops to a ``PopDestination`` when a pop control's binding turns on, and returns the
    /// value the binding should hold afterwards, which is always `false`.
    ///
    /// ```swift
    /// .onChange(of: isActive) {
    ///     isActive = stack.pop(.root, whenActive: isActive)
    /// }
    /// ```
    /// - Parameters:
    ///   - destination: Where to go.
    ///   - isActive: The binding's value.
    /// - Returns: `false`, the binding's value once the pop is done.
    @discardableResult
    public func pop(_ destination: PopDestination, whenActive isActive: Bool) -> Bool {
        if isActive {
            pop(destination)
        }
        return false
    }
}
