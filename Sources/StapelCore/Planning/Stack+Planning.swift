import Observation

extension Stack {
    /// The step of a multi-step change that is on its way to the screen, or `nil` when no such
    /// change is running. The SwiftUI layer reports it back with ``reportStepDrawn(_:)``.
    ///
    /// ```swift
    /// NavigationStack { HomeView() }
    ///     .onChange(of: stack.planStep, initial: true) { _, step in stack.reportStepDrawn(step) }
    /// ```
    @_spi(StapelUI)
    public internal(set) var planStep: StackChange.Step? {
        get {
            registrar.access(self, keyPath: observation.keyPaths.planStep)
            return planning.step
        }
        set {
            // Only a new step is news: the container that reports steps runs its body for
            // every write, and a one-step change would otherwise write `nil` over `nil`.
            guard newValue != planning.step else { return }
            registrar.withMutation(of: self, keyPath: observation.keyPaths.planStep) {
                planning.step = newValue
            }
        }
    }

    /// What SwiftUI can do in one update where this stack is drawn.
    ///
    /// ```swift
    /// stack.capabilities.multiplePushesPerUpdate  // true by default
    /// ```
    @_spi(StapelUI)
    public var capabilities: PlatformCapabilities { planning.capabilities }

    /// How long a step of a multi-step change waits for the UI before the next step starts anyway.
    ///
    /// ```swift
    /// stack.settleTimeout  // one second by default
    /// ```
    @_spi(StapelUI)
    public var settleTimeout: Duration { planning.settleTimeout }

    /// The clock of the fallbacks between steps; a test kit may swap in its own before it
    /// drives the stack.
    package var clock: any Clock<Duration> {
        get { planning.clock }
        set { planning.clock = newValue }
    }

    /// Whether a multi-step change is on its way to the screen.
    package var isRunningPlan: Bool { planning.running != nil }

    /// Replaces the whole route list, in as many steps as SwiftUI needs.
    ///
    /// The change is split into steps that each fit in one update for the ``PlatformCapabilities``
    /// the stack was made with: back to the common ancestor first, then forward. The first step
    /// is applied at once. Each next step waits until the UI reports that the previous one has
    /// settled on screen, or until the stack's settle timeout passes on its clock.
    /// Any newer change, or a pop or dismissal by the user, cancels the steps not yet applied.
    ///
    /// Routes that keep their identifier and position keep their identity; their screen values
    /// and names are updated. So do the screens showing that the new list rebuilds: from the
    /// bottom, each new route that shows the same as the route shown at its position (the same
    /// style and name, and an equal `Equatable` screen) is that route, and keeps its identifier,
    /// its view and its state, as long as the new list doesn't hold the shown identifier
    /// elsewhere. Setting `[.push(.inbox), .push(.chat(id: 42))]` while a fresh `.inbox` is
    /// showing pushes the chat and leaves the inbox as it is. A list that cannot stand on a
    /// stack (see ``RouteListError``) changes nothing, reports a runtime warning and returns a
    /// rejected change.
    ///
    /// ```swift
    /// // A deep link: three pushes and a sheet.
    /// let change = stack.setRoutes([
    ///     .push(.inbox), .push(.chat(id: 42)), .push(.detail(id: 7)), .sheet(.compose),
    /// ])
    /// await change.outcome  // .completed, once every step is on screen
    /// ```
    /// - Parameters:
    ///   - newRoutes: The routes above the root, bottom-most first.
    ///   - animated: Whether the steps animate. The SwiftUI layer disables animations otherwise.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The change, which can be awaited.
    /// - Complexity: O(n) in the number of routes for the plan and for each step.
    @discardableResult
    public func setRoutes(
        _ newRoutes: [Route<Screen>], animated: Bool = true, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> StackChange {
        if let error = RouteListError.firstError(in: newRoutes) ?? styleChange(in: newRoutes) {
            warn(
                .invalidRouteList, "setRoutes(_:) ignored: \(error).",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return StackChange(stepCount: 0, outcome: .rejected(error))
        }
        return setValidRoutes(newRoutes, animated: animated)
    }

    /// Replaces the whole route list with one that can stand on this stack, in as many steps as
    /// SwiftUI needs; unless `exactly`, the routes of `newRoutes` that show what is showing keep
    /// the shown identities (``RoutePlanner/keepingShownRoutes(of:in:)``).
    func setValidRoutes(
        _ newRoutes: [Route<Screen>], animated: Bool, exactly: Bool = false,
        allowed: Set<RouteID> = []
    ) -> StackChange {
        cancelPlan()
        let target =
            exactly
            ? newRoutes : RoutePlanner.keepingShownRoutes(of: storedRoutes, in: newRoutes).routes
        let steps = RoutePlanner.steps(
            from: storedRoutes, to: target, capabilities: capabilities)
        guard !steps.isEmpty else { return StackChange(stepCount: 0, outcome: .completed) }
        planning.lastID += 1
        let plan = RunningPlan(
            id: planning.lastID, steps: steps, animated: animated && animation.callerAnimates)
        plan.leaveAllowed = allowed
        planning.running = plan
        applyCurrentStep(of: plan)
        return plan.change
    }

    /// Applies a valid route list in one go: removes what differs from the top, updates the
    /// routes kept, and appends the rest, with the matching events.
    func applyRouteList(_ newRoutes: [Route<Screen>]) {
        let kept = RoutePlanner.commonPrefixLength(storedRoutes, newRoutes)
        _ = removeRoutesAndEmit(from: kept)
        for index in 0..<kept {
            let new = newRoutes[index]
            let old = storedRoutes[index]
            guard !new.isSame(as: old) else { continue }
            routes[index] = new
            observation.entries[new.id]?.route = new
            emit(.updated(new))
        }
        appendRoutesAndEmit(newRoutes[kept...])
    }

    /// Applies one step of a plan: only what it changes after the step before, when the stack
    /// shows that step; the whole list otherwise.
    /// - Complexity: O(k) in the number of routes the step removes and adds; O(n) for the first.
    private func applyStep(_ index: Int, of steps: RoutePlan<Screen>) {
        guard let (kept, added) = steps.change(at: index),
            storedRoutes.count == steps.ends[index - 1].count
        else {
            applyRouteList(steps[index])
            return
        }
        _ = removeRoutesAndEmit(from: kept)
        appendRoutesAndEmit(added)
    }

    /// Cancels the steps of the running plan that are not applied yet.
    @usableFromInline
    func cancelPlan() {
        guard let plan = planning.running else { return }
        guard !planning.isApplyingStep else {
            // A change made while a step is applied (from an event observer) wins after it.
            planning.cancelsAfterStep = true
            return
        }
        plan.fallback?.cancel()
        plan.presentationTimer?.cancel()
        planning.running = nil
        planStep = nil
        emit(.planCancelled(plan.current))
        plan.change.finish(.cancelled)
        // A plan on its way to a guard's question that never came refuses the leave.
        if hasLeaveWork { settleLeaveQuestion() }
    }

    private func applyCurrentStep(of plan: RunningPlan<Screen>) {
        let step = plan.current
        if hasLeaveWork, stopsAtLeaveGuard(plan) { return }
        planning.isApplyingStep = true
        planning.cancelsAfterStep = false
        noteAnimation()
        let topsBefore = topScreens
        let presentedBefore = Set(observation.layers.compactMap(\.rootID))
        if !plan.animated, let scope = animation.unanimatedScope {
            scope.perform { applyStep(step.index, of: plan.steps) }
        } else {
            applyStep(step.index, of: plan.steps)
        }
        plan.settlement = StepSettlement(
            before: topsBefore, after: topScreens,
            presented: Set(observation.layers.compactMap(\.rootID)).subtracting(presentedBefore))
        planning.isApplyingStep = false
        if step.count > 1 { emit(.planStepApplied(step)) }
        if step.isLast {
            planning.running = nil
            planStep = nil
            plan.change.finish(.completed)
        } else if planning.cancelsAfterStep {
            planning.cancelsAfterStep = false
            cancelPlan()
        } else {
            planStep = step
            scheduleFallback(for: plan)
        }
    }

    private func scheduleFallback(for plan: RunningPlan<Screen>) {
        let step = plan.current
        plan.fallback = startTimer(after: settleTimeout) { $0.advance(after: step) }
    }

    func advance(after step: StackChange.Step) {
        guard let plan = planning.running, plan.current == step else { return }
        plan.fallback?.cancel()
        plan.presentationTimer?.cancel()
        plan.current = StackChange.Step(planID: plan.id, index: step.index + 1, count: step.count)
        applyCurrentStep(of: plan)
    }
}
