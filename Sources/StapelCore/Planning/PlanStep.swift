/// One step of a multi-step change that a ``Stack`` is applying.
///
/// The SwiftUI layer reports a step back with ``Stack/reportStepSettled(_:)`` once it is on
/// screen, so the next step may start.
///
/// ```swift
/// if let step = stack.planStep {
///     print("step \(step.index + 1) of \(step.count)")
/// }
/// ```
public struct PlanStep: Hashable, Sendable, CustomStringConvertible {
    /// The identity of the change this step belongs to.
    ///
    /// ```swift
    /// stack.planStep?.planID
    /// ```
    public let planID: UInt64
    /// The position of the step, from zero.
    ///
    /// ```swift
    /// stack.planStep?.index  // 0 for the first step
    /// ```
    public let index: Int
    /// How many steps the change has.
    ///
    /// ```swift
    /// stack.planStep?.count
    /// ```
    public let count: Int

    /// Creates a step.
    ///
    /// ```swift
    /// let step = PlanStep(planID: 1, index: 0, count: 3)
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
    /// PlanStep(planID: 1, index: 2, count: 3).isLast  // true
    /// ```
    public var isLast: Bool { index == count - 1 }

    /// A short text form, such as `step 2/3 of plan 1`.
    ///
    /// ```swift
    /// print(PlanStep(planID: 1, index: 1, count: 3))
    /// ```
    public var description: String { "step \(index + 1)/\(count) of plan \(planID)" }
}
