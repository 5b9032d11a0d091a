#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    private struct Toggled: View {
        let library: Library
        let log: EventLog

        var body: some View {
            VStack {
                if library.flag {
                    Probe(name: "detail", log: log)
                }
                Probe(name: "base", log: log)
            }
        }
    }

    private struct Changes: View {
        let profile: Profile
        let log: EventLog

        var body: some View {
            Text("Age \(profile.age)")
                .onChange(of: profile.age) { old, new in log.record("age \(old) -> \(new)") }
                .onChange(of: profile.name, initial: true) { log.record("name \(profile.name)") }
                .onChange(of: profile.age, initial: true) { old, new in
                    log.record("initial \(old) -> \(new)")
                }
        }
    }

    private struct Worker: View {
        let clock: HostClock
        let log: EventLog

        var body: some View {
            Text("Worker")
                .task {
                    log.record("start")
                    do {
                        try await clock.sleep(for: .seconds(10))
                        log.record("finished")
                    } catch {
                        log.record("cancelled")
                    }
                }
        }
    }

    private struct KeyedWorker: View {
        let profile: Profile
        let clock: HostClock
        let log: EventLog

        var body: some View {
            Text("Keyed")
                .task(id: profile.age, priority: .low) {
                    let age = profile.age
                    log.record("start \(age)")
                    do {
                        try await clock.sleep(for: .seconds(1))
                        log.record("done \(age)")
                    } catch {
                        log.record("cancelled \(age)")
                    }
                }
        }
    }

    private struct HiddenProbe: View {
        let log: EventLog

        var body: some View {
            Probe(name: "hidden", log: log).hidden()
        }
    }

    @MainActor
    @Suite("Lifecycle")
    struct LifecycleTests {
        @Test func appearAndDisappearFollowTheViewInAndOut() {
            let library = Library()
            let log = EventLog()
            let host = ViewHost(Toggled(library: library, log: log))
            #expect(log.take() == ["appear base"])
            library.flag = true
            host.update()
            #expect(log.take() == ["appear detail"])
            library.flag = false
            host.update()
            #expect(log.take() == ["disappear detail"])
        }

        @Test func onChangeSeesTheOldAndTheNewValue() {
            let profile = Profile()
            let log = EventLog()
            let host = ViewHost(Changes(profile: profile, log: log))
            #expect(Set(log.take()) == ["name Ada", "initial 36 -> 36"])
            profile.age = 40
            host.update()
            #expect(Set(log.take()) == ["age 36 -> 40", "initial 36 -> 40"])
            profile.name = "Grace"
            host.update()
            #expect(log.take() == ["name Grace"])
        }

        @Test func aTaskStartsWhenTheViewAppearsAndRunsToItsEnd() async {
            let clock = HostClock()
            let log = EventLog()
            let host = ViewHost(Worker(clock: clock, log: log), clock: clock)
            await host.advance(by: .seconds(1))
            #expect(log.take() == ["start"])
            await host.advance(by: .seconds(9))
            #expect(log.take() == ["finished"])
        }

        @Test func aTaskIsCancelledWhenItsViewLeaves() async {
            let clock = HostClock()
            let log = EventLog()
            let library = Library()
            library.flag = true
            let host = ViewHost(TaskSwitch(library: library, clock: clock, log: log), clock: clock)
            await host.advance(by: .milliseconds(1))
            library.flag = false
            await host.advance(by: .milliseconds(1))
            #expect(log.take() == ["start", "cancelled"])
        }

        @Test func aTaskWithAnIdentityRestartsWhenItChanges() async {
            let clock = HostClock()
            let log = EventLog()
            let profile = Profile()
            let host = ViewHost(KeyedWorker(profile: profile, clock: clock, log: log), clock: clock)
            await host.advance(by: .milliseconds(100))
            profile.age = 37
            await host.advance(by: .seconds(2))
            let events = log.take()
            #expect(events.first == "start 36")
            #expect(Set(events.dropFirst().dropLast()) == ["cancelled 36", "start 37"])
            #expect(events.last == "done 37")
        }

        @Test func aHiddenViewIsNotOnScreen() {
            let log = EventLog()
            let host = ViewHost(HiddenProbe(log: log))
            #expect(log.events.isEmpty)
            #expect(!host.isShowing("hidden"))
        }
    }

    private struct TaskSwitch: View {
        let library: Library
        let clock: HostClock
        let log: EventLog

        var body: some View {
            if library.flag {
                Worker(clock: clock, log: log)
            }
        }
    }
#endif
