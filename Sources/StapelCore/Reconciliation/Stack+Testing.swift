extension Stack {
    /// A test hook: tells the stack that a step of the running plan has settled on screen, so
    /// that the next step starts at once, as if the UI had reported the step drawn and all its
    /// transitions ended.
    ///
    /// No UI layer calls this: the SwiftUI layer reports ``reportStepDrawn(_:)`` and each screen
    /// that appears and disappears, and the stack works out when the step has settled.
    /// StapelTesting's `runPlanToCompletion()` and the package's tests call it. A report for a
    /// step that is no longer current (late, duplicated or out of order) is ignored, and so is
    /// `nil`.
    ///
    /// ```swift
    /// while let step = stack.planStep { stack.reportStepSettled(step) }
    /// ```
    /// - Parameter step: The step that settled.
    package func reportStepSettled(_ step: StackChange.Step?) {
        guard let step else { return }
        advance(after: step)
    }
}
