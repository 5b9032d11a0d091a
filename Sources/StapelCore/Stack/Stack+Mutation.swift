import Observation

// The primitives every operation goes through. Each keeps the routes, their index, the layers
// and what belongs to each route (entry, evaluator, presentation watch, offers) in step, and
// touches only the layers and entries that change. What a change means to another concern
// (its events, its pacing on screen, the offers it withdraws) is that concern's function.
//
// The common path (a push or pop with no evaluator, no listener, no plan and no offer) is
// `@inlinable`, so that it is specialized for the app's `Screen`; the rest is out of line. The
// layers are out of line too: `StackLayer` is the UI layer's SPI, which inlinable code can't name.
extension Stack {
    /// Appends a route the caller has checked can stand on top.
    @inlinable
    func appendRoute(_ route: Route<Screen>) {
        let index = storedRoutes.count
        registrar.willSet(self, keyPath: routesKeyPath)
        storedRoutes.append(route)
        registrar.didSet(self, keyPath: routesKeyPath)
        if route.style.isPresentation {
            addLayer(presentedBy: route.id, at: index, hasNavigation: route.style.hasNavigation)
        } else {
            appendToTopPath(route.id)
        }
    }

    /// Pushes a route's identifier onto the path of the top layer.
    @usableFromInline
    func appendToTopPath(_ id: RouteID) {
        topLayer.appendToPath(id)
    }

    /// Starts the layer that a presented route brings.
    @usableFromInline
    func addLayer(presentedBy id: RouteID, at index: Int, hasNavigation: Bool) {
        let presenter = topLayer
        presenter.presentedID = id
        observation.layers.append(
            StackLayer(rootID: id, rootIndex: index, hasNavigation: hasNavigation))
        pace(id, presentedOver: presenter)
    }

    /// Removes `routes[index...]` and everything that belongs to them. Emits no events.
    /// - Complexity: O(k), where k is the number of routes removed.
    @inlinable
    func removeRoutes(from index: Int) -> [Route<Screen>] {
        let end = storedRoutes.count
        guard index < end else { return [] }
        let removed = Array(storedRoutes[index...])
        removeFromLayers(routesFrom: index, to: end)
        registrar.willSet(self, keyPath: routesKeyPath)
        storedRoutes.removeSubrange(index...)
        registrar.didSet(self, keyPath: routesKeyPath)
        if index < routeIndex.indexedCount {
            for route in removed[..<(routeIndex.indexedCount - index)] {
                routeIndex.positions[route.id] = nil
            }
            routeIndex.indexedCount = index
        }
        if routeIndex.hasRouteState { forgetState(of: removed) }
        return removed
    }

    /// Takes `routes[index..<end]` off the layers: the layers of the removed presentations go
    /// (they are the topmost ones), and the layer left on top loses the removed pushes and its
    /// presentation.
    @usableFromInline
    func removeFromLayers(routesFrom index: Int, to end: Int) {
        var firstPresentation = end
        watchDismissal(ofRoutesFrom: index)
        while let rootIndex = topLayer.rootIndex, rootIndex >= index {
            firstPresentation = rootIndex
            observation.layers.removeLast()
        }
        let survivingLayer = topLayer
        if firstPresentation > index {
            survivingLayer.removeLastFromPath(firstPresentation - index)
        }
        if firstPresentation < end {
            survivingLayer.clearPresentation()
            holdAlerts()
        }
    }

    /// Pops the topmost route, which the caller has checked is a push on the top layer, with
    /// everything that belongs to it, and emits its event: what `removeRoutesAndEmit(from:)`
    /// does for one route, without making an array of the removed routes unless a listener, a
    /// route's state or an offer needs one.
    /// - Returns: The popped route.
    @inlinable
    func popTopPush() -> Route<Screen> {
        removeLastFromTopPath()
        registrar.willSet(self, keyPath: routesKeyPath)
        let route = storedRoutes.removeLast()
        registrar.didSet(self, keyPath: routesKeyPath)
        if storedRoutes.count < routeIndex.indexedCount {
            routeIndex.positions[route.id] = nil
            routeIndex.indexedCount = storedRoutes.count
        }
        if routeIndex.hasRouteState || hasEventListeners || !offers.isEmpty {
            // The list of the one popped route, in a buffer kept for it: once the event has
            // been handled and no one kept the list, emptying the buffer keeps its storage for
            // the next pop. A pop made while one is handled (from an event observer) finds the
            // buffer in use and makes its own list.
            guard delivery.poppedRoute.isEmpty else {
                finishRemoval(of: [route])
                return route
            }
            delivery.poppedRoute.append(route)
            // What `finishRemoval(of:)` does, for one pushed route: its event is a pop. The
            // list is handed on as it is stored, not copied into more variables first, each
            // copy a retain and a release.
            if routeIndex.hasRouteState { forgetState(of: delivery.poppedRoute) }
            emit(.popped(delivery.poppedRoute))
            if !offers.isEmpty { withdrawOffers(madeBy: delivery.poppedRoute) }
            delivery.poppedRoute.removeLast()
        }
        return route
    }

    /// What follows a removal once the routes are off the stack: dropping the removed routes'
    /// state, their events, and withdrawing the offers made on them.
    @inlinable
    func finishRemoval(of removed: [Route<Screen>]) {
        if routeIndex.hasRouteState { forgetState(of: removed) }
        if hasEventListeners { emitRemoval(of: removed, byUser: false) }
        if !offers.isEmpty { withdrawOffers(madeBy: removed) }
    }

    /// Pops the topmost identifier off the top layer's path.
    @usableFromInline
    func removeLastFromTopPath() {
        topLayer.removeLastFromPath(1)
    }

    /// Drops the entries, evaluators, presentation watches and leave guards of routes that left
    /// the stack.
    @usableFromInline
    func forgetState(of removed: [Route<Screen>]) {
        var forgotGuards = false
        for route in removed {
            observation.entries[route.id] = nil
            evaluation.byRoute[route.id] = nil
            stopWatchingPresentation(of: route.id)
            if !leaving.byRoute.isEmpty, forgetLeaveGuard(of: route.id) { forgotGuards = true }
        }
        if forgotGuards { noteLeaveGuardsOnLayers() }
        routeIndex.hasRouteState =
            !observation.entries.isEmpty || !evaluation.byRoute.isEmpty || !watches.byRoute.isEmpty
            || hasLeaveWork
    }

    /// Removes `routes[index...]`, then emits what was done, by the program or by the user: the
    /// dismissed presentations first, then the popped pushes, then the offers withdrawn with
    /// their layers.
    @inlinable
    func removeRoutesAndEmit(from index: Int, byUser: Bool = false) -> [Route<Screen>] {
        let removed = removeRoutes(from: index)
        guard !removed.isEmpty else { return removed }
        if hasEventListeners { emitRemoval(of: removed, byUser: byUser) }
        if !offers.isEmpty { withdrawOffers(madeBy: removed) }
        if routeIndex.hasRouteState { settleLeaveQuestion() }
        return removed
    }

    /// Appends routes the caller has checked can stand on top, with their events.
    ///
    /// With no listener, the routes and each layer's path change once for all of them, not
    /// once per route.
    /// - Complexity: O(k), where k is the number of routes added.
    func appendRoutesAndEmit(_ added: ArraySlice<Route<Screen>>) {
        guard !added.isEmpty else { return }
        guard !hasEventListeners else {
            // Each event sees the stack as its own route left it.
            for route in added { appendRouteAndEmit(route) }
            return
        }
        let start = storedRoutes.count
        registrar.willSet(self, keyPath: routesKeyPath)
        if start == 0 {
            // Onto an empty stack, such as a restored one: a slice of a whole array becomes
            // that array, its storage shared rather than each route copied.
            storedRoutes = Array(added)
        } else {
            storedRoutes.append(contentsOf: added)
        }
        registrar.didSet(self, keyPath: routesKeyPath)
        // Through a buffer pointer: this code is not specialized for the screen type.
        added.withUnsafeBufferPointer { added in
            var pushed: [RouteID] = []
            for offset in added.indices {
                let id = added[offset].id
                let style = added[offset].style
                guard style.isPresentation else {
                    pushed.append(id)
                    continue
                }
                if !pushed.isEmpty { topLayer.appendToPath(contentsOf: pushed) }
                pushed.removeAll(keepingCapacity: true)
                addLayer(presentedBy: id, at: start + offset, hasNavigation: style.hasNavigation)
            }
            if !pushed.isEmpty { topLayer.appendToPath(contentsOf: pushed) }
        }
    }

    /// The index of the route with this identifier, or `nil` if it is not on the stack.
    /// - Complexity: O(1) amortised: the routes pushed since the last look-up are indexed now.
    func position(of id: RouteID) -> Int? {
        if let position = routeIndex.positions[id] { return position }
        guard routeIndex.indexedCount < storedRoutes.count else { return nil }
        indexAllRoutes()
        return routeIndex.positions[id]
    }

    /// Indexes the routes not indexed yet.
    func indexAllRoutes() {
        guard routeIndex.indexedCount < storedRoutes.count else { return }
        storedRoutes.withUnsafeBufferPointer { routes in
            for index in routeIndex.indexedCount..<routes.count {
                routeIndex.positions[routes[index].id] = index
            }
        }
        routeIndex.indexedCount = storedRoutes.count
    }

    /// Appends a route and emits its event.
    @inlinable
    func appendRouteAndEmit(_ route: Route<Screen>) {
        appendRoute(route)
        emit(route.style.isPresentation ? .presented(route) : .pushed(route))
    }

    /// Whether a route with this style may stand on top of the current routes
    /// (``StandingRules``).
    @inlinable
    func canAppend(_ style: RouteStyle) -> Bool {
        StandingRules.canStand(
            style, onLayerWithNavigation: topLayerHasNavigation, over: storedRoutes.last?.style)
    }

    /// Whether pushes can land on the top layer.
    @usableFromInline
    var topLayerHasNavigation: Bool { topLayer.hasNavigation }

    /// Whether a route with this style may replace the topmost route: whether it can stand on
    /// the layer the topmost route stands on (``StandingRules``).
    func canReplaceTop(with style: RouteStyle) -> Bool {
        guard let top = storedRoutes.last else { return canAppend(style) }
        let layerBelow =
            top.style.isPresentation ? observation.layers[observation.layers.count - 2] : topLayer
        let below = storedRoutes.count > 1 ? storedRoutes[storedRoutes.count - 2].style : nil
        return StandingRules.canStand(
            style, onLayerWithNavigation: layerBelow.hasNavigation, over: below)
    }

    /// Starts a change the program asked for: it cancels the running plan, and publishes whether
    /// the change animates.
    @inlinable
    func beginProgramChange() {
        if planning.running != nil { cancelPlan() }
        noteAnimation()
    }

    /// Reports misuse as a typed runtime warning, at the public call that caused it, that tests
    /// can match with `withKnownIssue`.
    @usableFromInline
    func warn(_ kind: StapelWarning.Kind, _ message: String, at site: CallSite = CallSite()) {
        StapelWarning(kind, message).report(at: site)
    }
}
