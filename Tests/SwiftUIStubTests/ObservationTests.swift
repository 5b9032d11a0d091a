#if !canImport(SwiftUI)
    import Observation
    import SwiftUIStub
    import Testing

    private struct NameView: View {
        let profile: Profile
        var body: some View { Text("Name \(profile.name)") }
    }

    private struct AgeView: View {
        let profile: Profile
        var body: some View { Text("Age \(profile.age)") }
    }

    private struct Card: View {
        let profile: Profile

        var body: some View {
            VStack {
                NameView(profile: profile)
                AgeView(profile: profile)
            }
        }
    }

    /// A model that any thread may change.
    @Observable
    private final class Ticker: @unchecked Sendable {
        var ticks = 0
    }

    private struct TickerView: View {
        let ticker: Ticker
        var body: some View { Text("Ticks \(ticker.ticks)") }
    }

    /// A view that changes its own state every time its body runs.
    private struct Runaway: View {
        @State private var count = 0

        var body: some View {
            Text("Runaway")
                .onAppear { count += 1 }
                .onChange(of: count) { count += 1 }
        }
    }

    @MainActor
    @Suite("Observation-driven updates")
    struct ObservationTests {
        @Test func onlyTheViewsThatReadAChangedPropertyRunAgain() {
            let profile = Profile()
            let host = ViewHost(Card(profile: profile))
            #expect(host.evaluationCount(of: Card.self) == 1)
            host.resetEvaluationCounts()
            profile.age = 37
            host.update()
            #expect(host.evaluationCount(of: AgeView.self) == 1)
            #expect(host.evaluationCount(of: NameView.self) == 0)
            #expect(host.evaluationCount(of: Card.self) == 0)
            #expect(host.isShowing("Age 37"))
        }

        @Test func updatesRunOnTheirOwnWhenTheMainActorIsFree() async {
            let profile = Profile()
            let host = ViewHost(Card(profile: profile))
            profile.name = "Grace"
            for _ in 0..<5 { await Task.yield() }
            host.resetEvaluationCounts()
            #expect(host.isShowing("Name Grace"))
            #expect(host.evaluationCount(of: NameView.self) == 0)
        }

        @Test func aChangeOffTheMainActorUpdatesTheViewSoon() async {
            let ticker = Ticker()
            let host = ViewHost(TickerView(ticker: ticker))
            await Task.detached { ticker.ticks = 1 }.value
            await host.settle()
            #expect(host.isShowing("Ticks 1"))
        }

        @Test func anUpdateThatNeverSettlesIsStoppedAndLogged() {
            let host = ViewHost(Runaway())
            #expect(host.log.contains { $0.contains("did not settle") })
        }
    }
#endif
