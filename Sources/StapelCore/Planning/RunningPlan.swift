/// The plan a stack is applying now: its steps, the change its caller awaits, and the step on
/// its way to the screen.
@MainActor
@usableFromInline
final class RunningPlan<Screen> {
    /// The plan's identity, which its steps carry.
    let id: UInt64
    /// The steps; an edit in place of a route it holds changes them.
    var steps: RoutePlan<Screen>
    /// Whether its steps animate.
    let animated: Bool
    /// The change its caller awaits.
    let change: StackChange
    /// The step on its way to the screen.
    var current: StackChange.Step
    /// Starts the next step if the current one has not settled after the settle timeout.
    var fallback: Task<Void, Never>?
    /// What the current step waits for before it counts as settled.
    var settlement: StepSettlement?
    /// Waits for a presentation's time after a presenting step was drawn.
    var presentationTimer: Task<Void, Never>?
    /// The guarded routes whose leave the app allowed for this change: their guards are not
    /// asked again.
    var leaveAllowed: Set<RouteID> = []

    init(id: UInt64, steps: RoutePlan<Screen>, animated: Bool) {
        self.id = id
        self.steps = steps
        self.animated = animated
        self.change = StackChange(stepCount: steps.count)
        self.current = StackChange.Step(planID: id, index: 0, count: steps.count)
    }

    deinit {
        // A plan that goes away, with its stack, stops waiting for the UI.
        fallback?.cancel()
        presentationTimer?.cancel()
    }
}
