import IssueReporting

// The primitives every operation goes through. Each keeps `routes`, `layers`, `entries`,
// evaluators and offers in step, and touches only the layers and entries that change.
extension Stack {
    /// Appends a route the caller has checked can stand on top.
    func appendRoute(_ route: Route<Screen>) {
        let index = storedRoutes.count
        routes.append(route)
        entries[route.id] = RouteEntry(
            route: route, index: index, routeKeyPath: keyPaths.entryRoute)
        if route.style.isPresentation {
            topLayer.presentedID = route.id
            watchPresentation(of: route.id)
            layers.append(
                StackLayer(
                    rootID: route.id, rootIndex: index, hasNavigation: route.style.hasNavigation)
            )
        } else {
            topLayer.path.append(route.id)
        }
    }

    /// Removes `routes[index...]` and everything that belongs to them. Emits no events.
    /// - Complexity: O(k), where k is the number of routes removed.
    func removeRoutes(from index: Int) -> [Route<Screen>] {
        guard index < storedRoutes.count else { return [] }
        let removed = Array(storedRoutes[index...])
        let firstPresentation = removed.firstIndex { $0.style.isPresentation }
        let presentationsRemoved = removed.reduce(0) { $0 + ($1.style.isPresentation ? 1 : 0) }
        layers.removeLast(presentationsRemoved)
        let survivingLayer = topLayer
        let pushesRemoved = firstPresentation ?? removed.count
        if pushesRemoved > 0 {
            survivingLayer.path.removeLast(pushesRemoved)
        }
        if firstPresentation != nil {
            survivingLayer.presentedID = nil
        }
        routes.removeSubrange(index...)
        let hasEvaluators = !evaluators.isEmpty
        let watches = !presentationWatches.isEmpty
        for route in removed {
            entries[route.id] = nil
            if hasEvaluators { evaluators[route.id] = nil }
            if watches { stopWatchingPresentation(of: route.id) }
        }
        return removed
    }

    /// Removes `routes[index...]`, then emits what was done, by the program or by the user: the
    /// dismissed presentations first, then the popped pushes, then the offers withdrawn with
    /// their layers.
    func removeRoutesAndEmit(from index: Int, byUser: Bool = false) -> [Route<Screen>] {
        let removed = removeRoutes(from: index)
        guard !removed.isEmpty else { return removed }
        defer { withdrawOffers(madeBy: removed) }
        guard hasEventListeners else { return removed }
        let split = removed.firstIndex { $0.style.isPresentation } ?? removed.count
        if split < removed.count {
            let dismissed = Array(removed[split...])
            emit(byUser ? .dismissedByUser(dismissed) : .dismissed(dismissed))
        }
        if split > 0 {
            let popped = Array(removed[..<split])
            emit(byUser ? .poppedByUser(popped) : .popped(popped))
        }
        return removed
    }

    /// Goes back to `routes[..<index]` for the program: at once when one update can do it, as a
    /// planned change otherwise (several dismissals where they don't fit in one update).
    func goBackProgrammatically(from index: Int) -> [Route<Screen>] {
        let removed = Array(routes[index...])
        let dismissals = removed.reduce(0) { $0 + ($1.style.isPresentation ? 1 : 0) }
        guard dismissals > 1, !capabilities.multipleDismissalsPerUpdate else {
            beginProgramChange()
            return removeRoutesAndEmit(from: index)
        }
        setRoutes(Array(routes[..<index]), animated: !animationDisabled)
        return removed
    }

    /// Appends a route and emits its event.
    func appendRouteAndEmit(_ route: Route<Screen>) {
        appendRoute(route)
        emit(route.style.isPresentation ? .presented(route) : .pushed(route))
    }

    /// Whether a route with this style may stand on top of the current routes.
    func canAppend(_ style: RouteStyle) -> Bool {
        style.isPresentation || topLayer.hasNavigation
    }

    /// Whether a route with this style may replace the topmost route.
    func canReplaceTop(with style: RouteStyle) -> Bool {
        guard let top = routes.last else { return canAppend(style) }
        if style.isPresentation { return true }
        let layerBelow = top.style.isPresentation ? layers[layers.count - 2] : topLayer
        return layerBelow.hasNavigation
    }

    /// Starts a change the program asked for: it cancels the running plan, and publishes whether
    /// the change animates.
    func beginProgramChange() {
        cancelPlan()
        noteAnimation()
    }

    /// Publishes whether the change being made animates, writing only when it differs.
    func noteAnimation() {
        let animated =
            plan.map { applyingPlanStep ? $0.animated : !animationDisabled } ?? !animationDisabled
        if animatesChanges != animated { animatesChanges = animated }
    }

    /// Reports misuse as a runtime warning that tests can assert with `withKnownIssue`.
    func warn(_ message: String) {
        reportIssue("Stapel: \(message)")
    }
}
