import Observation

extension Stack {
    /// The topmost route, or `nil` when only the root shows.
    ///
    /// ```swift
    /// if case .chat(let id)? = stack.top?.screen { print("in chat \(id)") }
    /// ```
    /// - Complexity: O(1).
    @inlinable
    public var top: Route<Screen>? {
        registrar.access(self, keyPath: routesKeyPath)
        return storedRoutes.last
    }

    /// The number of routes above the root.
    ///
    /// ```swift
    /// stack.push(.settings)
    /// stack.depth  // 1
    /// ```
    /// - Complexity: O(1).
    @inlinable
    public var depth: Int {
        registrar.access(self, keyPath: routesKeyPath)
        return storedRoutes.count
    }

    /// Whether the current navigation has a pushed route to pop.
    ///
    /// ```swift
    /// Button("Back") { stack.pop() }.disabled(!stack.canPop)
    /// ```
    /// - Complexity: O(1).
    @inlinable
    public var canPop: Bool {
        guard let last = top else { return false }
        return !last.style.isPresentation
    }

    /// Whether there is any route, pushed or presented, to go back from.
    ///
    /// ```swift
    /// if stack.canGoBack { stack.goBack() }
    /// ```
    /// - Complexity: O(1).
    @inlinable
    public var canGoBack: Bool { depth > 0 }

    /// The routes of the current navigation: the presentation that starts the topmost layer (if
    /// any), then the routes pushed on it.
    ///
    /// ```swift
    /// stack.present(.compose, style: .sheet(withNavigation: true))
    /// stack.push(.attachments)
    /// stack.currentNavigationRoutes.count  // 2
    /// ```
    /// - Complexity: O(k), where k is the number of routes in the current navigation.
    public var currentNavigationRoutes: [Route<Screen>] {
        Array(routes[currentNavigationStart...])
    }

    /// The topmost presented route, or `nil` when nothing is presented.
    ///
    /// ```swift
    /// stack.present(.compose)
    /// stack.topPresentation?.screen  // .compose
    /// ```
    /// - Complexity: O(1).
    public var topPresentation: Route<Screen>? {
        guard let index = topLayer.rootIndex else { return nil }
        return routes[index]
    }

    /// The route with this identifier, or `nil` if it is not on the stack.
    ///
    /// ```swift
    /// let route = stack.route(for: routeID)
    /// ```
    /// - Parameter id: A route identifier.
    /// - Returns: The route.
    /// - Complexity: O(1).
    public func route(for id: RouteID) -> Route<Screen>? {
        entry(for: id)?.route
    }

    /// Whether a route with this identifier is on the stack.
    ///
    /// ```swift
    /// stack.contains(routeID)
    /// ```
    /// - Parameter id: A route identifier.
    /// - Returns: `true` if the route is on the stack.
    /// - Complexity: O(1).
    public func contains(_ id: RouteID) -> Bool {
        position(of: id) != nil
    }

    /// The index of the first route of the current navigation.
    var currentNavigationStart: Int { topLayer.rootIndex ?? 0 }

    /// The slot a request lands on now: the topmost route, or the root.
    @inlinable
    var topSlot: ScreenSlot {
        if let top = storedRoutes.last { .route(top.id) } else { .root }
    }
}
