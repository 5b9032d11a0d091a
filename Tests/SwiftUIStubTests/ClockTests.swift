#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    @MainActor
    @Suite("Clock")
    struct ClockTests {
        @Test func sleepersWakeInTheOrderOfTheirDeadlines() async {
            let clock = HostClock()
            let log = EventLog()
            let late = Task {
                try await clock.sleep(for: .seconds(2))
                log.record("late")
            }
            let early = Task {
                try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
                log.record("early")
            }
            await clock.advance(by: .zero)
            #expect(clock.hasSleepers)
            await clock.advance(by: .seconds(3))
            _ = try? await (late.value, early.value)
            #expect(log.events == ["early", "late"])
            #expect(clock.now.offset == .seconds(3))
            #expect(!clock.hasSleepers)
        }

        @Test func aCancelledSleeperThrows() async {
            let clock = HostClock()
            let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
            await clock.advance(by: .zero)
            sleeper.cancel()
            await #expect(throws: CancellationError.self) { try await sleeper.value }
            let early = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                try await clock.sleep(for: .seconds(1))
            }
            await #expect(throws: CancellationError.self) { try await early.value }
        }

        @Test func aDeadlineInThePastReturnsAtOnce() async throws {
            let clock = HostClock()
            await clock.advance(by: .seconds(1))
            try await clock.sleep(until: HostClock.Instant(offset: .zero))
            #expect(clock.minimumResolution == .zero)
            #expect(HostClock.Instant().duration(to: clock.now) == .seconds(1))
        }

        @Test func theHostWakesSleepersAndEndsTransitionsInTimeOrder() async {
            let library = Library()
            let log = EventLog()
            let host = ViewHost(PathStack(library: library, log: log))
            let sleeper = Task {
                try await host.clock.sleep(for: .milliseconds(200))
                log.record("slept, \(host.visibleTexts)")
            }
            library.path = [1]
            await host.settle()
            _ = try? await sleeper.value
            #expect(log.events.contains("slept, [\"root\", \"screen 1\"]"))
        }

        @Test func settlingStopsAtItsLimit() async {
            let host = ViewHost(Text("Idle"))
            let sleeper = Task { try await host.clock.sleep(for: .seconds(120)) }
            await host.advance(by: .zero)
            #expect(await host.settle(limit: .seconds(60)) == false)
            #expect(host.clock.now.offset == .zero)
            #expect(await host.settle(limit: .seconds(120)))
            _ = try? await sleeper.value
            #expect(host.clock.now.offset == .seconds(120))
        }
    }
#endif
