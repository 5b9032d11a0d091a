/// How a stack paces its changes, and the plan it is applying now.
@usableFromInline
struct PlanState<Screen>: Sendable {
    /// What SwiftUI can do in one update where the stack is drawn.
    let capabilities: PlatformCapabilities
    /// How long a step waits for the UI before the next step starts anyway.
    let settleTimeout: Duration
    /// The clock of the fallbacks between steps; a test kit may swap in its own before it
    /// drives the stack.
    var clock: any Clock<Duration>
    /// The plan being applied, or `nil`.
    @usableFromInline var running: RunningPlan<Screen>?
    /// The step of the running plan that is on its way to the screen: what `Stack.planStep`
    /// publishes.
    var step: StackChange.Step?
    /// The identity of the last plan.
    var lastID: UInt64 = 0
    /// Whether a step is being applied now.
    @usableFromInline var isApplyingStep = false
    /// Whether a change made while a step was applied (from an event observer) cancels the
    /// plan once the step is done.
    var cancelsAfterStep = false
    /// The timers started on `clock` that have not yet ended.
    var timers = StackTimers()
}
