@_spi(StapelUI) public import StapelCore

extension Stack {
    /// Applies every remaining step of the running multi-step change at once, as if the UI
    /// reported each one settled: for synchronous tests of the end state of a `setRoutes`, a
    /// deep link or a restoration.
    ///
    /// ```swift
    /// import Testing
    ///
    /// let change = stack.setRoutes(deepLink)
    /// stack.runPlanToCompletion()
    /// #expect(change.outcomeIfEnded == .completed)
    /// ```
    /// - Returns: How many steps were applied.
    @discardableResult
    public func runPlanToCompletion() -> Int {
        var steps = 0
        while let step = planStep, steps < 100_000 {
            reportStepSettled(step)
            steps += 1
        }
        return steps
    }
}
