extension Stack {
    /// Whether a timer of the stack is due on its clock but has not yet run: a test kit that
    /// moves the clock lets tasks run until this is `false`.
    ///
    /// ```swift
    /// await clock.advance(by: .seconds(1))
    /// while stack.hasDueTimers { await Task.yield() }
    /// ```
    package var hasDueTimers: Bool { planning.timers.hasDueTimers }

    /// Runs `fire` on the main actor once `duration` has passed on the stack's clock, unless the
    /// returned task is cancelled first or the stack is gone. The deadline is taken now, not when
    /// the task starts.
    func startTimer(
        after duration: Duration, _ fire: @escaping @MainActor (Stack) -> Void
    ) -> Task<Void, Never> {
        startTimer(on: planning.clock, after: duration, fire)
    }

    private func startTimer<TimerClock: Clock<Duration>>(
        on clock: TimerClock, after duration: Duration,
        _ fire: @escaping @MainActor (Stack) -> Void
    ) -> Task<Void, Never> {
        let deadline = clock.now.advanced(by: duration)
        let token = planning.timers.start { clock.now >= deadline }
        return Task { [weak self] in
            let slept: Bool
            do {
                try await clock.sleep(until: deadline, tolerance: nil)
                slept = true
            } catch {
                slept = false
            }
            guard let self else { return }
            self.planning.timers.end(token)
            if slept { fire(self) }
        }
    }
}
