extension Stack {
    /// Pops pushed routes off the current navigation.
    ///
    /// Pops never cross a presentation: use ``dismiss()`` or ``goBack(_:)`` for that. A negative
    /// count, or nothing to pop, changes nothing and reports a runtime warning; a count larger
    /// than the routes pushed on the current navigation pops them all and reports a runtime
    /// warning.
    ///
    /// ```swift
    /// stack.pop()
    /// stack.pop(2)
    /// ```
    /// - Parameter count: How many routes to pop. The default is one.
    /// - Returns: The popped routes, bottom-most first.
    /// - Complexity: O(k), where k is `count`.
    @inlinable
    @discardableResult
    public func pop(_ count: Int = 1) -> [Route<Screen>] {
        let available = storedRoutes.count - firstPushOfCurrentNavigation
        guard count > 0, count <= available else { return pop(count, outOf: available) }
        beginProgramChange()
        guard count == 1 else { return removeRoutesAndEmit(from: storedRoutes.count - count) }
        // The array is made here, last, so that a caller that drops it does not pay for it.
        return [popTopPush()]
    }

    /// Pops a count that is not positive or more than the current navigation has.
    @usableFromInline
    func pop(_ count: Int, outOf available: Int) -> [Route<Screen>] {
        guard count >= 0 else {
            warn("pop(\(count)) ignored: the count must not be negative.")
            return []
        }
        guard count > 0 else { return [] }
        guard available > 0 else {
            warn("pop(\(count)) ignored: the current navigation has nothing pushed.\(goBackHint)")
            return []
        }
        warn("pop(\(count)) popped only \(available): that is all the current navigation has.")
        beginProgramChange()
        return removeRoutesAndEmit(from: storedRoutes.count - available)
    }

    /// Pops every pushed route off the current navigation, back to its root: the stack's root, or
    /// the sheet or cover that starts the topmost layer.
    ///
    /// With nothing pushed, this changes nothing and reports a runtime warning; check
    /// ``canPop`` first where that is expected.
    ///
    /// ```swift
    /// stack.popToRoot()
    /// ```
    /// - Returns: The popped routes, bottom-most first.
    /// - Complexity: O(k), where k is the number of routes popped.
    @discardableResult
    public func popToRoot() -> [Route<Screen>] {
        pop(to: .root)
    }

    /// Pops the current navigation back to a route, which stays on top.
    ///
    /// The stack looks for the target in the current navigation only, from the top down. A
    /// target that is already on top changes nothing. A target not found there changes nothing
    /// and reports a runtime warning; use ``goBack(to:)`` to cross presentations.
    ///
    /// ```swift
    /// stack.pop(to: .name("inbox"))
    /// stack.pop(to: .screen(.chat(id: 42)))
    /// stack.pop(to: .id(routeID))
    /// stack.pop(to: .matching { $0.name?.hasPrefix("step") == true })
    /// ```
    /// - Parameter target: The route to pop back to.
    /// - Returns: The popped routes, bottom-most first.
    /// - Complexity: O(k), where k is the number of routes in the current navigation.
    @discardableResult
    public func pop(to target: RouteTarget<Screen>) -> [Route<Screen>] {
        let firstPush = firstPushOfCurrentNavigation
        if case .root = target {
            guard firstPush < routes.count else {
                warn("popToRoot() ignored: the current navigation is at its root already.")
                return []
            }
            beginProgramChange()
            return removeRoutesAndEmit(from: firstPush)
        }
        guard let index = topmostIndex(of: target, from: currentNavigationStart) else {
            let elsewhere = topmostIndex(of: target, from: 0) != nil
            warn(
                "pop(to: \(describe(target))) ignored: "
                    + (elsewhere
                        ? "the route is below a presentation. Use goBack(to:) to dismiss down to it."
                        : "no such route in the current navigation.")
            )
            return []
        }
        beginProgramChange()
        return removeRoutesAndEmit(from: index + 1)
    }

    /// The index of the first route pushed on the topmost layer.
    @usableFromInline
    var firstPushOfCurrentNavigation: Int {
        if let rootIndex = topLayer.rootIndex { rootIndex + 1 } else { 0 }
    }

    var goBackHint: String {
        topLayer.rootIndex == nil ? "" : " Use dismiss() or goBack() to leave the presentation."
    }

    /// The index of the topmost route at or above `start` that matches a target.
    func topmostIndex(of target: RouteTarget<Screen>, from start: Int) -> Int? {
        guard start < routes.count else { return nil }
        switch target {
        case .root:
            return nil
        case .id(let id):
            guard let index = position(of: id), index >= start else { return nil }
            return index
        case .name(let name):
            return routes[start...].lastIndex { $0.name == name }
        case .matching(let predicate):
            return routes[start...].lastIndex(where: predicate)
        }
    }

    func describe(_ target: RouteTarget<Screen>) -> String {
        switch target {
        case .root: ".root"
        case .id(let id): ".id(\(id))"
        case .name(let name): ".name(\"\(name)\")"
        case .matching: ".matching"
        }
    }
}
