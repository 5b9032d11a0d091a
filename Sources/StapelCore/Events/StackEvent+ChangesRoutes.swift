extension StackEvent {
    /// Whether the event changed the routes: a push, presentation, pop, dismissal, replacement
    /// or edit, by the program or by the user.
    ///
    /// ```swift
    /// stack.onEvent { event in
    ///     if event.changesRoutes { save(stack) }
    /// }
    /// ```
    public var changesRoutes: Bool {
        switch self {
        case .pushed, .presented, .popped, .dismissed, .poppedByUser, .dismissedByUser, .replaced,
            .updated:
            true
        case .pushEvaluated, .planStepApplied, .planCancelled, .offered, .offerAccepted,
            .offerDeclined, .alertAnswered, .leaveRefused:
            false
        }
    }
}
