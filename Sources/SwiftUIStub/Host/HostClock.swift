#if !canImport(SwiftUI)
    import Foundation

    /// A clock that moves only when a test moves it: the clock of a `ViewHost`'s transitions,
    /// and a `Clock` any code under test can sleep on.
    ///
    /// ```swift
    /// let host = ViewHost(AppView())
    /// let stack = Stack<Screen>(clock: host.clock)   // the stack's fallback runs on host time
    /// await host.advance(by: .milliseconds(350))
    /// ```
    public final class HostClock: Clock, @unchecked Sendable {
        /// A moment on a host clock: the time since the clock was made.
        public struct Instant: InstantProtocol, Sendable {
            /// The time since the clock was made.
            public var offset: Duration

            /// Creates the instant at an offset from the clock's start.
            public init(offset: Duration = .zero) { self.offset = offset }

            /// The instant a duration later.
            public func advanced(by duration: Duration) -> Instant {
                Instant(offset: offset + duration)
            }

            /// The duration from this instant to another.
            public func duration(to other: Instant) -> Duration { other.offset - offset }

            /// Whether one instant comes before another.
            public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        }

        private struct Sleeper {
            let id: UInt64
            let deadline: Instant
            let continuation: CheckedContinuation<Void, any Error>
        }

        private let lock = NSLock()
        private var current = Instant()
        private var sleepers: [Sleeper] = []
        private var cancelled: Set<UInt64> = []
        private var nextID: UInt64 = 0

        /// Creates a clock at time zero.
        public init() {}

        /// The clock's time.
        public var now: Instant { lock.withLock { current } }

        /// The host clock has no resolution limit.
        public var minimumResolution: Duration { .zero }

        /// Suspends until the clock is moved to the deadline or past it, or the task is
        /// cancelled.
        ///
        /// The sleep runs on the caller's actor and resumes there, so that a view's task that
        /// the host wakes runs on before the host's next step, on the main actor.
        nonisolated(nonsending) public func sleep(
            until deadline: Instant, tolerance: Duration? = nil
        )
            async throws
        {
            let id = lock.withLock {
                nextID += 1
                return nextID
            }
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    let resumeNow: (any Error)?? = lock.withLock {
                        if cancelled.remove(id) != nil { return .some(CancellationError()) }
                        if deadline <= current { return .some(nil) }
                        sleepers.append(
                            Sleeper(id: id, deadline: deadline, continuation: continuation))
                        return nil
                    }
                    switch resumeNow {
                    case .some(.some(let error)): continuation.resume(throwing: error)
                    case .some(.none): continuation.resume()
                    case .none: break
                    }
                }
            } onCancel: {
                let sleeper: Sleeper? = lock.withLock {
                    guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
                        cancelled.insert(id)
                        return nil
                    }
                    return sleepers.remove(at: index)
                }
                sleeper?.continuation.resume(throwing: CancellationError())
            }
        }

        /// Suspends for a duration of the clock's time, on the caller's actor.
        ///
        /// ```swift
        /// try await host.clock.sleep(for: .seconds(1))
        /// ```
        nonisolated(nonsending) public func sleep(
            for duration: Duration, tolerance: Duration? = nil
        )
            async throws
        {
            try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
        }

        /// The earliest deadline anyone sleeps until.
        var earliestDeadline: Instant? {
            lock.withLock { sleepers.map(\.deadline).min() }
        }

        /// Whether anyone sleeps on the clock.
        public var hasSleepers: Bool { lock.withLock { !sleepers.isEmpty } }

        /// Sets the time and wakes everyone whose deadline has come. The time never goes back.
        func move(to instant: Instant) {
            let woken: [Sleeper] = lock.withLock {
                if current < instant { current = instant }
                let due = sleepers.filter { $0.deadline <= current }
                sleepers.removeAll { $0.deadline <= current }
                return due.sorted { $0.deadline < $1.deadline }
            }
            for sleeper in woken { sleeper.continuation.resume() }
        }

        /// Moves the clock forward, waking sleepers in deadline order and letting each run.
        ///
        /// ```swift
        /// await clock.advance(by: .seconds(1))
        /// ```
        public func advance(by duration: Duration) async {
            let target = now.advanced(by: duration)
            while let next = earliestDeadline, next <= target {
                move(to: next)
                await HostClock.yieldToOthers()
            }
            move(to: target)
            await HostClock.yieldToOthers()
        }

        /// Gives tasks that were just woken or started the chance to run up to their next
        /// suspension: on the main queue behind them (a `Task.yield()` alone does not let a
        /// task of lower priority run), several times over for tasks that take a few steps.
        static func yieldToOthers() async {
            for _ in 0..<8 {
                await Task.yield()
                await withCheckedContinuation { continuation in
                    DispatchQueue.main.async { continuation.resume() }
                }
            }
        }
    }
#endif
