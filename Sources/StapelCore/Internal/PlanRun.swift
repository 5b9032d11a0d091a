/// The multi-step change a stack is applying now.
@MainActor
final class PlanRun<Screen> {
    let id: UInt64
    let steps: [[Route<Screen>]]
    let animated: Bool
    let change: StackChange
    var current: PlanStep
    var fallback: Task<Void, Never>?

    init(id: UInt64, steps: [[Route<Screen>]], animated: Bool) {
        self.id = id
        self.steps = steps
        self.animated = animated
        self.change = StackChange(stepCount: steps.count)
        self.current = PlanStep(planID: id, index: 0, count: steps.count)
    }

    deinit {
        // A plan that goes away, with its stack, stops waiting for the UI.
        fallback?.cancel()
    }
}
