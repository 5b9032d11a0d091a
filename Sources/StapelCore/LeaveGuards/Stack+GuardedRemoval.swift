// The rule of leave guards: a change that would remove a guarded route asks its guard first,
// from the top down, and stops at the first route whose guard does not allow it. The routes
// above that route go, as the change asked; the route and those below it stay, and the route,
// now on top, is refused or asks. Every removal of routes comes through here when a guard is
// installed: the program's at once (`removeGuarded`), the program's planned steps
// (`stopsAtLeaveGuard`), and the user's (`applyUserChange`).
extension Stack {
    /// Whether a removal has guards to ask or a question to settle: the one check a removal
    /// makes when no screen guards leaving.
    @usableFromInline
    var hasLeaveWork: Bool { !leaving.byRoute.isEmpty || leaving.pending != nil }

    /// The topmost route in `routes[start...]` whose guard does not allow leaving it, with the
    /// guard's decision; the guards of the routes above it allowed. The guards of `allowed`
    /// routes are not asked: their leave was allowed already in this change.
    func firstLeaveStop(removingFrom start: Int, allowed: Set<RouteID>) -> (
        index: Int, decision: LeaveDecision<Screen>
    )? {
        guard !leaving.byRoute.isEmpty else { return nil }
        var index = storedRoutes.count - 1
        while index >= start {
            let id = storedRoutes[index].id
            if !allowed.contains(id), let decide = leaving.byRoute[id] {
                let decision = decide()
                // A guard decides; one that changed the stack is found again by identity.
                guard case .allow = decision else {
                    guard let found = position(of: id), found >= start else { return nil }
                    return (found, decision)
                }
            }
            index = min(index, storedRoutes.count) - 1
        }
        return nil
    }

    /// Removes `routes[start...]` for the program in one update, or stops at a guarded route.
    /// - Returns: The removed routes, bottom-most first.
    @usableFromInline
    func removeGuarded(from start: Int, allowed: Set<RouteID> = []) -> [Route<Screen>] {
        let stop = firstLeaveStop(removingFrom: start, allowed: allowed)
        beginProgramChange()
        guard let stop else { return removeRoutesAndEmit(from: start) }
        let bottomID = storedRoutes[start].id
        let decision = checked(stop.decision, at: stop.index)
        if case .ask(let question) = decision, stop.index < storedRoutes.count - 1 {
            // Going back to the screen and asking over it may not fit in one update: they are
            // one planned change, whose question the leave waits on.
            let above = Array(storedRoutes[(stop.index + 1)...])
            askInPlan(
                question, guarded: stop.index, resumption: .removal(from: bottomID),
                animated: animation.callerAnimates)
            return above
        }
        let removed = removeRoutesAndEmit(from: stop.index + 1)
        stopLeaving(at: stop.index, decision, resumption: .removal(from: bottomID))
        return removed
    }

    /// Goes back to the guarded route at `index` and presents its question, as one planned
    /// change; the leave waits on the question from now on.
    private func askInPlan(
        _ question: Route<Screen>, guarded index: Int,
        resumption: PendingLeave<Screen>.Resumption, animated: Bool
    ) {
        let guarded = storedRoutes[index].id
        let above = Set(storedRoutes[(index + 1)...].map(\.id))
        endPendingLeave()
        _ = setValidRoutes(
            Array(storedRoutes[...index]) + [question], animated: animated, exactly: true,
            allowed: above)
        leaving.pending = PendingLeave(
            guarded: guarded, question: question.id, resumption: resumption)
        routeIndex.hasRouteState = true
    }

    /// Removes `routes[start...]` for the user, who took them off the screen already, or stops
    /// at a guarded route, which the screen then draws again.
    /// - Returns: Whether a guard stopped the change.
    func stopsUserChangeAtLeaveGuard(removingFrom start: Int) -> Bool {
        guard let stop = firstLeaveStop(removingFrom: start, allowed: []) else { return false }
        let bottomID = storedRoutes[start].id
        _ = removeRoutesAndEmit(from: stop.index + 1, byUser: true)
        drawAgain(routesFrom: start)
        stopLeaving(at: stop.index, stop.decision, resumption: .removal(from: bottomID))
        return true
    }

    /// Stops a running plan before a step that would remove a guarded route: the plan ends,
    /// and the change it made ends with the guard's answer.
    /// - Returns: Whether a guard stopped the plan.
    func stopsAtLeaveGuard(_ plan: RunningPlan<Screen>) -> Bool {
        let kept = RoutePlanner.commonPrefixLength(storedRoutes, plan.steps[plan.current.index])
        guard kept < storedRoutes.count,
            let stop = firstLeaveStop(removingFrom: kept, allowed: plan.leaveAllowed)
        else { return false }
        plan.fallback?.cancel()
        plan.presentationTimer?.cancel()
        planning.running = nil
        planStep = nil
        let resumption = PendingLeave<Screen>.Resumption.routes(
            plan.steps.target, animated: plan.animated, change: plan.change)
        let decision = checked(stop.decision, at: stop.index)
        if case .ask(let question) = decision, stop.index < storedRoutes.count - 1 {
            askInPlan(
                question, guarded: stop.index, resumption: resumption, animated: plan.animated)
            return true
        }
        _ = removeRoutesAndEmit(from: stop.index + 1)
        stopLeaving(at: stop.index, decision, resumption: resumption)
        return true
    }

    /// Carries out a guard's refusal or question about the route at `index`, now on top.
    private func stopLeaving(
        at index: Int, _ decision: LeaveDecision<Screen>,
        resumption: PendingLeave<Screen>.Resumption
    ) {
        let route = storedRoutes[index]
        guard case .ask(let question) = decision, canAsk(question, on: route, layerOf: index)
        else {
            refuseLeaving(route, resumption)
            return
        }
        endPendingLeave()
        appendRouteAndEmit(question)
        leaving.pending = PendingLeave(
            guarded: route.id, question: question.id, resumption: resumption)
        routeIndex.hasRouteState = true
    }

    /// A guard's decision about the route at `index`, with a question that can't stand on it
    /// reported once and turned into a refusal.
    private func checked(_ decision: LeaveDecision<Screen>, at index: Int) -> LeaveDecision<
        Screen
    > {
        guard case .ask(let question) = decision,
            !canAsk(question, on: storedRoutes[index], layerOf: index)
        else { return decision }
        return .refuse
    }

    /// Ends the leave that waits for an answer, if any, as refused: a newer question replaces
    /// it.
    private func endPendingLeave() {
        guard let older = leaving.pending else { return }
        leaving.pending = nil
        endUnanswered(older)
    }

    /// Whether a guard's question can stand on its screen, the route at `index`; one that can't
    /// is reported, and the leave is refused.
    private func canAsk(_ question: Route<Screen>, on route: Route<Screen>, layerOf index: Int)
        -> Bool
    {
        let layer = observation.layers.last { ($0.rootIndex ?? -1) <= index } ?? topLayer
        guard
            StandingRules.canStand(
                question.style, onLayerWithNavigation: layer.hasNavigation, over: route.style),
            position(of: question.id) == nil
        else {
            warn(
                .noNavigation,
                "the leave guard of \(route.screen) asked with \(question.screen), which can't "
                    + "stand on it; the leave is refused.")
            return false
        }
        return true
    }

    /// Refuses a leave: the event, and the end of the change that asked.
    private func refuseLeaving(
        _ route: Route<Screen>, _ resumption: PendingLeave<Screen>.Resumption
    ) {
        emit(.leaveRefused(route))
        if case .routes(_, _, let change) = resumption { change.finish(.leaveRefused(route.id)) }
    }

    /// Ends a leave whose question went without the app's answer: refused while its screen
    /// stays; the change cancelled when the screen went some other way.
    private func endUnanswered(_ pending: PendingLeave<Screen>) {
        guard let index = position(of: pending.guarded) else {
            if case .routes(_, _, let change) = pending.resumption { change.finish(.cancelled) }
            return
        }
        refuseLeaving(storedRoutes[index], pending.resumption)
    }

    /// Settles a leave whose question has left the stack: after a removal, once its events are
    /// out. A question being answered settles after its action runs.
    @usableFromInline
    func settleLeaveQuestion() {
        guard let pending = leaving.pending, !pending.isBeingAnswered,
            position(of: pending.question) == nil,
            !isPlanning(toAsk: pending.question)
        else { return }
        leaving.pending = nil
        endUnanswered(pending)
    }

    /// Whether the running plan is on its way to a guard's question, not yet on the stack.
    private func isPlanning(toAsk question: RouteID) -> Bool {
        planning.running?.steps.target.last?.id == question
    }

    /// Marks the question being answered, before its removal: its answer's action may allow
    /// the leave.
    func beginAnswering(_ id: RouteID) {
        guard leaving.pending?.question == id else { return }
        leaving.pending?.isBeingAnswered = true
    }

    /// Allows the leave an answered question asked about: its button allows leaving.
    func allowAnsweredLeave(_ id: RouteID) {
        guard leaving.pending?.question == id else { return }
        leaving.pending?.isAllowed = true
    }

    /// Settles an answered question once its action has run: the change goes on if the action
    /// allowed it, and is refused otherwise.
    func endAnswering(_ id: RouteID) {
        guard let pending = leaving.pending, pending.question == id else { return }
        leaving.pending = nil
        if pending.isAllowed { resumeLeaving(pending) } else { endUnanswered(pending) }
    }

    /// Goes on with a change whose guard's leave the app allowed.
    func resumeLeaving(_ pending: PendingLeave<Screen>) {
        switch pending.resumption {
        case .removal(let id):
            guard let start = position(of: id) else { return }
            removeGoingBack(from: start, allowed: [pending.guarded])
        case .routes(let target, let animated, let change):
            change.finish(
                as: setValidRoutes(
                    target, animated: animated, exactly: true, allowed: [pending.guarded]))
        }
    }

    /// Goes back to `routes[..<start]` for the program through the guards: at once when one
    /// update can do it, as a planned change otherwise.
    @discardableResult
    func removeGoingBack(from start: Int, allowed: Set<RouteID>) -> [Route<Screen>] {
        if RoutePlanner.fitsInOneUpdate(
            removing: storedRoutes[start...], capabilities: capabilities)
        {
            return removeGuarded(from: start, allowed: allowed)
        }
        let removed = Array(storedRoutes[start...])
        _ = setValidRoutes(
            Array(storedRoutes[..<start]), animated: animation.callerAnimates, allowed: allowed)
        return removed
    }

    /// Has the screen draw again the routes from `start` up, which the user took away and a
    /// guard kept: the paths are asked for anew, and the presentations presented again, one
    /// after the other, as the stack paces them.
    private func drawAgain(routesFrom start: Int) {
        for layer in observation.layers { layer.drawPathAgain() }
        var presentedAgain = false
        for layer in observation.layers {
            guard let id = layer.presentedID, let index = position(of: id), index >= start else {
                continue
            }
            layer.presentationAttempt += 1
            if watches.isDrawn { layer.drawPresentation(nil, kind: nil) }
            presentedAgain = true
        }
        if presentedAgain { pacePresentations(animated: true) }
    }
}
