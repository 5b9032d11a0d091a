#if !canImport(SwiftUI)
    import Observation
    import Stapel
    import Testing

    /// A screen with its own `@State` count of taps.
    private struct CountingScreen: View {
        let screen: TypedScreen
        @State private var taps = 0

        var body: some View {
            VStack {
                Text("\(String(describing: screen)) tapped \(taps)")
                Button("Tap \(String(describing: screen))") { taps += 1 }
            }
        }
    }

    private struct CountingApp: View {
        let model: RouteModel
        let clock: HostClock

        var body: some View {
            StapelStack(
                Binding(get: { model.routes }, set: { model.routes = $0 }),
                capabilities: .oneChangePerUpdate, clock: clock
            ) {
                Text("Home")
            } destination: { screen in
                CountingScreen(screen: screen)
            }
        }
    }

    @MainActor
    @Suite("StapelStack(\u{24}routes) given a rebuilt list")
    struct RebuiltValueStateTests {
        @Test func theScreenShowingKeepsItsStateWhenTheListIsRebuilt() async throws {
            let model = RouteModel()
            let clock = HostClock()
            let host = ViewHost(CountingApp(model: model, clock: clock), clock: clock)
            model.routes = [.push(.first)]
            await host.settle()
            try host.tap("Tap first")
            #expect(host.isShowing("first tapped 1"))
            let pushesBefore = host.transitions.count

            // A list rebuilt from scratch, as `table.routes(for: url)` or a reducer makes it.
            let rebuilt: [Route<TypedScreen>] = [.push(.first), .push(.second)]
            model.routes = rebuilt
            await host.settle()
            #expect(host.isShowing("second tapped 0"))
            #expect(host.transitions.dropFirst(pushesBefore).map(\.kind) == [.push])
            #expect(model.routes == rebuilt)

            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("first tapped 1"))
            // The value keeps the identity the app made for the route.
            #expect(model.routes == [rebuilt[0]])
        }
    }
#endif
