import Clocks
import StapelCore

extension NavigationSimulator {
    /// Lets time pass: due reports are delivered in time order, the stack's timers run, and the
    /// screen is updated after each, as SwiftUI does within a frame.
    ///
    /// ```swift
    /// await simulator.advance(by: .milliseconds(350))
    /// ```
    public func advance(by duration: Duration) async {
        if needsUpdate { update() }
        let end = now + duration
        while let next = reports.min(by: { $0.due < $1.due }), next.due <= end {
            await moveClock(to: max(now, next.due))
            let due = reports.filter { $0.due <= now }
            reports.removeAll { $0.due <= now }
            for report in due.sorted(by: { $0.due < $1.due }) { report.send() }
            if needsUpdate { update() }
        }
        await moveClock(to: end)
        if needsUpdate { update() }
    }

    /// Runs until the screen shows the stack's routes and nothing is on its way, or until the
    /// limit; returns whether it settled.
    ///
    /// ```swift
    /// import Testing
    ///
    /// stack.setRoutes(deepLink)
    /// #expect(await simulator.settle())
    /// ```
    @discardableResult
    public func settle(limit: Duration = .seconds(60)) async -> Bool {
        let end = now + limit
        if needsUpdate { update() }
        while !isSettled, now < end {
            let next = reports.map(\.due).min() ?? now + .milliseconds(100)
            await advance(by: max(next - now, .milliseconds(1)))
        }
        return isSettled
    }

    /// Moves the simulator's time and the stack's clock, and lets woken tasks run.
    func moveClock(to instant: Duration) async {
        guard instant > now else { return }
        let step = instant - now
        now = instant
        await clock.advance(by: step)
        await letWokenTimersRun()
    }

    /// Lets the stack's timers that are due run, however long the tasks take to get to the main
    /// actor (a machine under load may take seconds), up to a minute of real time; then lets
    /// other woken tasks run up to their next suspension.
    ///
    /// A timer whose task only reached the clock after it moved, and whose deadline is the
    /// instant the clock stopped at, sleeps until the clock moves again: moving it by zero wakes
    /// it.
    private func letWokenTimersRun() async {
        let patience = ContinuousClock.now + .seconds(60)
        var turns = 0
        while stack.hasDueTimers, ContinuousClock.now < patience {
            turns += 1
            await clock.advance(by: .zero)
            if turns > 100 { try? await Task.sleep(for: .milliseconds(1)) }
        }
        for _ in 0..<20 { await Task.yield() }
    }

    /// Moves time without delivering reports, for tests that deliver them themselves.
    ///
    /// ```swift
    /// await simulator.passTime(.milliseconds(200))
    /// ```
    public func passTime(_ duration: Duration) async {
        await moveClock(to: now + duration)
    }
}
