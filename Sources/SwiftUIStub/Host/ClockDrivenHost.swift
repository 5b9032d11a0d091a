#if !canImport(SwiftUI)
    /// A host whose transitions and timers run on a ``HostClock``: a window (``ViewHost``) or an
    /// app of windows (``AppHost``). Both settle the same way.
    @MainActor
    protocol ClockDrivenHost: AnyObject {
        /// The clock the host's transitions run on.
        var clock: HostClock { get }
        /// The earliest deadline of a transition or timer still pending, if any.
        func nextDeadline() -> HostClock.Instant?
        /// Updates, and lets the tasks the update started or woke run to their next suspension.
        func runTasks() async
        /// Moves the clock forward, ending transitions and firing timers in time order.
        func advance(by duration: Duration) async
    }

    extension ClockDrivenHost {
        /// Advances the clock until nothing is pending, or until the limit; returns whether
        /// everything settled.
        ///
        /// Nothing pending is believed only after a few quiet rounds: on a loaded machine a task
        /// woken by the last step may reach its next sleep only a little later.
        func settleOnClock(limit: Duration) async -> Bool {
            await runTasks()
            let end = clock.now.advanced(by: limit)
            var quietRounds = 0
            while quietRounds < 3 {
                guard let next = nextDeadline() else {
                    await runTasks()
                    quietRounds += 1
                    continue
                }
                guard next <= end else { return false }
                await advance(by: clock.now.duration(to: next))
                quietRounds = 0
            }
            return true
        }
    }

    extension ViewHost: ClockDrivenHost {}
    extension AppHost: ClockDrivenHost {}
#endif
