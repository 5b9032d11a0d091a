/// The timers a stack has started on its clock and not yet seen end.
///
/// A test kit that moves the stack's clock waits until no timer that is due is left here: the
/// task of a woken timer runs on the main actor some time after the clock woke it, and a test
/// that looks at the stack sooner would see it before the timer fired.
struct StackTimers: Sendable {
    /// For each timer not yet ended, whether its deadline has passed on its clock.
    private var deadlinePassed: [UInt64: @Sendable () -> Bool] = [:]
    /// The token of the last timer started.
    private var lastToken: UInt64 = 0

    /// Records a timer, with how to tell that its deadline has passed; returns its token.
    mutating func start(isDue: @escaping @Sendable () -> Bool) -> UInt64 {
        lastToken += 1
        deadlinePassed[lastToken] = isDue
        return lastToken
    }

    /// Forgets a timer that fired or was cancelled.
    mutating func end(_ token: UInt64) {
        deadlinePassed[token] = nil
    }

    /// Whether a timer whose deadline has passed has not yet run.
    var hasDueTimers: Bool {
        deadlinePassed.values.contains { $0() }
    }
}
