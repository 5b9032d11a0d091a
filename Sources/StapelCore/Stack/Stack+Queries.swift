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
    /// stack.present(.compose, withNavigation: true)
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

    /// The layer at the bottom, drawn by the root's navigation stack.
    ///
    /// ```swift
    /// let path = stack.baseLayer.path
    /// ```
    @_spi(StapelUI)
    public var baseLayer: StackLayer { layers[0] }

    /// The layer a presented route starts, or `nil` if no presented route has that identifier.
    ///
    /// ```swift
    /// if let id = stack.baseLayer.presentedID, let sheet = stack.layer(startedBy: id) {
    ///     print(sheet.path)
    /// }
    /// ```
    /// - Parameter id: The identifier of a presented route.
    /// - Returns: The layer it starts.
    /// - Complexity: O(p), where p is the number of presentations.
    @_spi(StapelUI)
    public func layer(startedBy id: RouteID) -> StackLayer? {
        layers.last { $0.rootID == id }
    }

    /// The observable entry of the route with this identifier, for the screen that draws it.
    ///
    /// ```swift
    /// let entry = stack.entry(for: id)
    /// ```
    /// - Parameter id: A route identifier.
    /// - Returns: The entry, or `nil` if no route on the stack has that identifier.
    /// - Complexity: O(1).
    @_spi(StapelUI)
    public func entry(for id: RouteID) -> RouteEntry<Screen>? {
        if let entry = entries[id] { return entry }
        guard let index = position(of: id) else { return nil }
        let entry = RouteEntry(
            route: storedRoutes[index], index: index, routeKeyPath: keyPaths.entryRoute)
        entries[id] = entry
        hasRouteState = true
        return entry
    }

    /// The route with this identifier, or `nil` if it is not on the stack.
    ///
    /// ```swift
    /// let route = stack.route(for: id)
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
    /// stack.contains(id)
    /// ```
    /// - Parameter id: A route identifier.
    /// - Returns: `true` if the route is on the stack.
    /// - Complexity: O(1).
    public func contains(_ id: RouteID) -> Bool {
        position(of: id) != nil
    }

    var topLayer: StackLayer { layers[layers.count - 1] }

    /// The index of the first route of the current navigation.
    var currentNavigationStart: Int { topLayer.rootIndex ?? 0 }

    /// The pusher a request lands on now: the topmost route, or the root.
    @inlinable
    var topPusher: Pusher {
        if let top = storedRoutes.last { .route(top.id) } else { .root }
    }
}
