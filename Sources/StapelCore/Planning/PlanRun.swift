/// The multi-step change a stack is applying now.
@MainActor
@usableFromInline
final class PlanRun<Screen> {
    let id: UInt64
    /// The steps; an edit in place of a route it holds changes them.
    var steps: RoutePlan<Screen>
    let animated: Bool
    let change: StackChange
    var current: StackChange.Step
    var fallback: Task<Void, Never>?
    /// What the current step waits for before it counts as settled.
    var settlement: StepSettlement?
    /// Waits for a presentation's time after a presenting step was drawn.
    var presentationTimer: Task<Void, Never>?

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
