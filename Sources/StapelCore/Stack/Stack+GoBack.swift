extension Stack {
    /// Dismisses the topmost presentation and everything on it.
    ///
    /// With nothing presented, this changes nothing and reports a runtime warning.
    ///
    /// ```swift
    /// stack.present(.compose, withNavigation: true)
    /// stack.push(.attachments)
    /// stack.dismiss()  // removes both
    /// ```
    /// - Returns: The dismissed routes, bottom-most first.
    /// - Complexity: O(k), where k is the number of routes dismissed.
    @discardableResult
    public func dismiss() -> [Route<Screen>] {
        guard let index = topLayer.rootIndex else {
            warn("dismiss() ignored: nothing is presented.")
            return []
        }
        beginProgramChange()
        return removeRoutesAndEmit(from: index)
    }

    /// Dismisses every presentation, back to the base layer. Routes pushed on the base layer
    /// stay.
    ///
    /// Where one update cannot dismiss several presentations (see ``PlatformCapabilities``), the
    /// dismissals run as a planned change, one per step; the state moves step by step.
    ///
    /// With nothing presented, this changes nothing and reports a runtime warning.
    ///
    /// ```swift
    /// stack.dismissAll()
    /// ```
    /// - Returns: The dismissed routes, bottom-most first.
    /// - Complexity: O(k), where k is the number of routes dismissed.
    @discardableResult
    public func dismissAll() -> [Route<Screen>] {
        guard layers.count > 1, let index = layers[1].rootIndex else {
            warn("dismissAll() ignored: nothing is presented.")
            return []
        }
        return goBackProgrammatically(from: index)
    }

    /// Goes back by a number of routes, popping and dismissing as needed.
    ///
    /// A negative count, or an empty stack, changes nothing and reports a runtime warning; a count
    /// larger than the stack goes back to the root and reports a runtime warning.
    ///
    /// ```swift
    /// stack.goBack(3)
    /// ```
    /// - Parameter count: How many routes to remove. The default is one.
    /// - Returns: The removed routes, bottom-most first.
    /// - Complexity: O(k), where k is `count`.
    @discardableResult
    public func goBack(_ count: Int = 1) -> [Route<Screen>] {
        guard count >= 0 else {
            warn("goBack(\(count)) ignored: the count must not be negative.")
            return []
        }
        guard count > 0 else { return [] }
        guard !routes.isEmpty else {
            warn("goBack(\(count)) ignored: the stack shows only its root.")
            return []
        }
        if count > routes.count {
            warn("goBack(\(count)) went back only \(routes.count): that is all the stack has.")
        }
        return goBackProgrammatically(from: routes.count - min(count, routes.count))
    }

    /// Goes back to a route anywhere on the stack, popping and dismissing as needed. The route
    /// stays on top; ``RouteTarget/root`` goes back to the stack's root.
    ///
    /// A target already on top changes nothing. A target not on the stack, or going back to the
    /// root of an empty stack, changes nothing and reports a runtime warning.
    ///
    /// ```swift
    /// stack.goBack(to: .name("inbox"))
    /// stack.goBack(to: .root)
    /// ```
    /// - Parameter target: The route to go back to.
    /// - Returns: The removed routes, bottom-most first.
    /// - Complexity: O(n) in the number of routes.
    @discardableResult
    public func goBack(to target: RouteTarget<Screen>) -> [Route<Screen>] {
        if case .root = target {
            guard !routes.isEmpty else {
                warn("goBack(to: .root) ignored: the stack shows only its root.")
                return []
            }
            return goBackProgrammatically(from: 0)
        }
        guard let index = topmostIndex(of: target, from: 0) else {
            warn("goBack(to: \(describe(target))) ignored: no such route on the stack.")
            return []
        }
        return goBackProgrammatically(from: index + 1)
    }
}
