import Observation

// The primitives every operation goes through. Each keeps `routes`, `layers`, `positions`,
// entries, evaluators and offers in step, and touches only the layers and entries that change.
// Routes are indexed by identifier when one is first looked up, not when they are pushed.
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
        layers.append(StackLayer(rootID: id, rootIndex: index, hasNavigation: hasNavigation))
        if isDrawn {
            pacePresentations(animated: storedAnimatesChanges)
        } else {
            presenter.drawnPresentedID = id
        }
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
        if index < indexedCount {
            for route in removed[..<(indexedCount - index)] {
                positions[route.id] = nil
            }
            indexedCount = index
        }
        if hasRouteState { forgetState(of: removed) }
        return removed
    }

    /// Takes `routes[index..<end]` off the layers: the layers of the removed presentations go
    /// (they are the topmost ones), and the layer left on top loses the removed pushes and its
    /// presentation.
    @usableFromInline
    func removeFromLayers(routesFrom index: Int, to end: Int) {
        var firstPresentation = end
        if isDrawn { watchDismissal(ofRoutesFrom: index) }
        while let rootIndex = topLayer.rootIndex, rootIndex >= index {
            firstPresentation = rootIndex
            layers.removeLast()
        }
        let survivingLayer = topLayer
        if firstPresentation > index {
            survivingLayer.removeLastFromPath(firstPresentation - index)
        }
        if firstPresentation < end {
            survivingLayer.clearPresentation()
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
        if storedRoutes.count < indexedCount {
            positions[route.id] = nil
            indexedCount = storedRoutes.count
        }
        if hasRouteState || hasEventListeners || !storedPushOffers.isEmpty {
            // The list of the one popped route, in a buffer kept for it: once the event has
            // been handled and no one kept the list, emptying the buffer keeps its storage for
            // the next pop. A pop made while one is handled (from an event observer) finds the
            // buffer in use and makes its own list.
            guard poppedRoute.isEmpty else {
                finishRemoval(of: [route])
                return route
            }
            poppedRoute.append(route)
            // What `finishRemoval(of:)` does, for one pushed route: its event is a pop. The
            // list is handed on as it is stored, not copied into more variables first, each
            // copy a retain and a release.
            if hasRouteState { forgetState(of: poppedRoute) }
            emit(.popped(poppedRoute))
            if !storedPushOffers.isEmpty { withdrawOffers(madeBy: poppedRoute) }
            poppedRoute.removeLast()
        }
        return route
    }

    /// What follows a removal once the routes are off the stack: dropping the removed routes'
    /// state, their events, and withdrawing the offers made on them.
    @inlinable
    func finishRemoval(of removed: [Route<Screen>]) {
        if hasRouteState { forgetState(of: removed) }
        if hasEventListeners { emitRemoval(of: removed, byUser: false) }
        if !storedPushOffers.isEmpty { withdrawOffers(madeBy: removed) }
    }

    /// Pops the topmost identifier off the top layer's path.
    @usableFromInline
    func removeLastFromTopPath() {
        topLayer.removeLastFromPath(1)
    }

    /// Drops the entries, evaluators and presentation watches of routes that left the stack.
    @usableFromInline
    func forgetState(of removed: [Route<Screen>]) {
        for route in removed {
            entries[route.id] = nil
            evaluators[route.id] = nil
            stopWatchingPresentation(of: route.id)
        }
        hasRouteState = !entries.isEmpty || !evaluators.isEmpty || !presentationWatches.isEmpty
    }

    /// Removes `routes[index...]`, then emits what was done, by the program or by the user: the
    /// dismissed presentations first, then the popped pushes, then the offers withdrawn with
    /// their layers.
    @inlinable
    func removeRoutesAndEmit(from index: Int, byUser: Bool = false) -> [Route<Screen>] {
        let removed = removeRoutes(from: index)
        guard !removed.isEmpty else { return removed }
        if hasEventListeners { emitRemoval(of: removed, byUser: byUser) }
        if !storedPushOffers.isEmpty { withdrawOffers(madeBy: removed) }
        return removed
    }

    /// Emits the events of a removal: the dismissals, then the pops. Inlinable, to run
    /// specialized, as ``deliver(_:)`` does.
    @inlinable
    func emitRemoval(of removed: [Route<Screen>], byUser: Bool) {
        // A loop, not `firstIndex(where:)`: the closure checked that it ran on the main actor
        // on every call.
        var split = 0
        while split < removed.count, !removed[split].style.isPresentation {
            split += 1
        }
        if split < removed.count {
            let dismissed = split == 0 ? removed : Array(removed[split...])
            emit(byUser ? .dismissedByUser(dismissed) : .dismissed(dismissed))
        }
        if split > 0 {
            let popped = split == removed.count ? removed : Array(removed[..<split])
            emit(byUser ? .poppedByUser(popped) : .popped(popped))
        }
    }

    /// Goes back to `routes[..<index]` for the program: at once when one update can do it, as a
    /// planned change otherwise.
    func goBackProgrammatically(from index: Int) -> [Route<Screen>] {
        let removal = storedRoutes[index...]
        if RoutePlanner.fitsInOneUpdate(removing: removal, capabilities: capabilities) {
            beginProgramChange()
            return removeRoutesAndEmit(from: index)
        }
        let removed = Array(storedRoutes[index...])
        setRoutes(Array(storedRoutes[..<index]), animated: !animationDisabled)
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
        if let position = positions[id] { return position }
        guard indexedCount < storedRoutes.count else { return nil }
        indexAllRoutes()
        return positions[id]
    }

    /// Indexes the routes not indexed yet.
    func indexAllRoutes() {
        guard indexedCount < storedRoutes.count else { return }
        storedRoutes.withUnsafeBufferPointer { routes in
            for index in indexedCount..<routes.count {
                positions[routes[index].id] = index
            }
        }
        indexedCount = storedRoutes.count
    }

    /// Appends a route and emits its event.
    @inlinable
    func appendRouteAndEmit(_ route: Route<Screen>) {
        appendRoute(route)
        emit(route.style.isPresentation ? .presented(route) : .pushed(route))
    }

    /// Whether a route with this style may stand on top of the current routes.
    @inlinable
    func canAppend(_ style: RouteStyle) -> Bool {
        style.isPresentation || topLayerHasNavigation
    }

    /// Whether pushes can land on the top layer.
    @usableFromInline
    var topLayerHasNavigation: Bool { topLayer.hasNavigation }

    /// Whether a route with this style may replace the topmost route.
    func canReplaceTop(with style: RouteStyle) -> Bool {
        guard let top = storedRoutes.last else { return canAppend(style) }
        if style.isPresentation { return true }
        let layerBelow = top.style.isPresentation ? layers[layers.count - 2] : topLayer
        return layerBelow.hasNavigation
    }

    /// Starts a change the program asked for: it cancels the running plan, and publishes whether
    /// the change animates.
    @inlinable
    func beginProgramChange() {
        if plan != nil { cancelPlan() }
        noteAnimation()
    }

    /// Publishes whether the change being made animates, writing only when it differs.
    @inlinable
    func noteAnimation() {
        let animated = plan == nil ? !animationDisabled : plannedAnimation()
        if storedAnimatesChanges != animated { publishAnimation(animated) }
    }

    /// Whether the change being made animates while a plan runs.
    @usableFromInline
    func plannedAnimation() -> Bool {
        guard let plan, applyingPlanStep else { return !animationDisabled }
        return plan.animated
    }

    @usableFromInline
    func publishAnimation(_ animated: Bool) {
        animatesChanges = animated
    }

    /// Reports misuse as a typed runtime warning, at the public call that caused it, that tests
    /// can match with `withKnownIssue`.
    @usableFromInline
    func warn(_ kind: StapelWarning.Kind, _ message: String, at site: CallSite = CallSite()) {
        StapelWarning(kind, message).report(at: site)
    }
}
