// Per-layer observation: what a UI reads to draw a stack, one observable value per layer and per
// route, so that a push or pop invalidates only the layer it changes and the routes it adds or
// removes, never the screens below.
extension Stack {
    /// The layer at the bottom, drawn by the root's navigation stack.
    ///
    /// ```swift
    /// let path = stack.baseLayer.path
    /// ```
    @_spi(StapelUI)
    public var baseLayer: StackLayer { observation.layers[0] }

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
        observation.layers.last { $0.rootID == id }
    }

    /// The observable entry of the route with this identifier, for the screen that draws it.
    ///
    /// ```swift
    /// let entry = stack.entry(for: routeID)
    /// ```
    /// - Parameter id: A route identifier.
    /// - Returns: The entry, or `nil` if no route on the stack has that identifier.
    /// - Complexity: O(1).
    @_spi(StapelUI)
    public func entry(for id: RouteID) -> RouteEntry<Screen>? {
        if let entry = observation.entries[id] { return entry }
        guard let index = position(of: id) else { return nil }
        let entry = RouteEntry(
            route: storedRoutes[index], index: index, keyPaths: observation.keyPaths)
        if !leaving.byRoute.isEmpty { entry.isLeaveGuarded = leaving.byRoute[id] != nil }
        observation.entries[id] = entry
        routeIndex.hasRouteState = true
        return entry
    }

    /// The entries of the routes pushed on a layer, bottom-most first.
    ///
    /// Reading it makes a view depend on the layer's path.
    ///
    /// ```swift
    /// let screens = stack.entries(on: stack.baseLayer)
    /// ```
    /// - Parameter layer: A layer of this stack.
    /// - Returns: One entry per route on the layer's path.
    /// - Complexity: O(k) in the length of the path.
    @_spi(StapelUI)
    public func entries(on layer: StackLayer) -> [RouteEntry<Screen>] {
        layer.path.compactMap { entry(for: $0) }
    }

    /// The layer pushes land on: the topmost one.
    var topLayer: StackLayer { observation.layers[observation.layers.count - 1] }

    /// The screen on top of every layer, base first (see ``StackLayer/topScreen``).
    var topScreens: [ScreenSlot] { observation.layers.map(\.topScreen) }
}
