extension StackChange {
    /// One step of a ``StackChange`` that a ``Stack`` is applying.
    ///
    /// Events report the steps of a multi-step change as they are applied or cancelled, and the
    /// UI layer reports each step back once it is on screen, so that the next one may start.
    ///
    /// ```swift
    /// stack.onEvent { event in
    ///     if case .planStepApplied(let step) = event {
    ///         print("step \(step.index + 1) of \(step.count)")
    ///     }
    /// }
    /// ```
    public struct Step: Hashable, Sendable, CustomStringConvertible {
        /// The identity of the change this step belongs to.
        ///
        /// ```swift
        /// step.planID
        /// ```
        public let planID: UInt64
        /// The position of the step, from zero.
        ///
        /// ```swift
        /// step.index  // 0 for the first step
        /// ```
        public let index: Int
        /// How many steps the change has.
        ///
        /// ```swift
        /// step.count
        /// ```
        public let count: Int

        /// Creates a step.
        ///
        /// ```swift
        /// let step = StackChange.Step(planID: 1, index: 0, count: 3)
        /// ```
        /// - Parameters:
        ///   - planID: The identity of the change.
        ///   - index: The position of the step, from zero.
        ///   - count: How many steps the change has.
        public init(planID: UInt64, index: Int, count: Int) {
            self.planID = planID
            self.index = index
            self.count = count
        }

        /// Whether this is the change's last step.
        ///
        /// ```swift
        /// StackChange.Step(planID: 1, index: 2, count: 3).isLast  // true
        /// ```
        public var isLast: Bool { index == count - 1 }

        /// A short text form, such as `step 2/3 of plan 1`.
        public var description: String { "step \(index + 1)/\(count) of plan \(planID)" }
    }
}
