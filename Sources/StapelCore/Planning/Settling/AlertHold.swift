/// How long alerts are still held back after a presentation was drawn or dismissed (see
/// `Stack.holdAlerts()`): a deadline on the stack's clock, read only when an alert waits, so that
/// holding alerts back costs a presentation no timer.
struct AlertHold: Sendable {
    /// The time left until the deadline; zero or less once it has passed.
    let remaining: @Sendable () -> Duration

    /// A hold that ends `duration` from now on `clock`.
    init<HoldClock: Clock<Duration>>(on clock: HoldClock, for duration: Duration) {
        let end = clock.now.advanced(by: duration)
        remaining = { clock.now.duration(to: end) }
    }
}
