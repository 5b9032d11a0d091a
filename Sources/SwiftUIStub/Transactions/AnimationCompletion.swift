#if !canImport(SwiftUI)
    /// A closure to run when a transaction's animations are complete; it runs once, however
    /// many views the transaction reached.
    @usableFromInline final class AnimationCompletion {
        let criteria: AnimationCompletionCriteria
        private var run: (() -> Void)?
        var isScheduled = false

        init(criteria: AnimationCompletionCriteria, run: @escaping () -> Void) {
            self.criteria = criteria
            self.run = run
        }

        func complete() {
            let run = run
            self.run = nil
            run?()
        }
    }
#endif
