#if !canImport(SwiftUI)
    import Observation
    import Stapel
    @_spi(StapelUI) import StapelCore
    import Testing

    @MainActor
    @Observable
    final class RouteModel {
        var routes: [Route<TypedScreen>] = []
        var loggedIn = true
    }

    private struct ValueApp: View {
        let model: RouteModel
        let clock: HostClock

        var body: some View {
            StapelStack(
                Binding(get: { model.routes }, set: { model.routes = $0 }),
                capabilities: .oneChangePerUpdate, clock: clock
            ) {
                if model.loggedIn { Text("Home") } else { Text("Log in") }
            } destination: { screen in
                Text("Typed \(String(describing: screen))")
            }
        }
    }

    /// Shows the settle timeout of the stack a value container draws with.
    private struct TimeoutProbe: View {
        @Environment(Stack<TypedScreen>.self) private var stack: Stack<TypedScreen>?

        var body: some View {
            Text("Timeout \(stack.map { "\($0.settleTimeout)" } ?? "none")")
        }
    }

    /// A value container with the settle timeout given, or the default one.
    private struct TimeoutApp: View {
        @State private var routes: [Route<TypedScreen>] = []
        let settleTimeout: Duration?

        var body: some View {
            if let settleTimeout {
                StapelStack($routes, settleTimeout: settleTimeout) {
                    TimeoutProbe()
                } destination: { _ in
                    EmptyView()
                }
            } else {
                StapelStack($routes) {
                    TimeoutProbe()
                } destination: { _ in
                    EmptyView()
                }
            }
        }
    }

    @MainActor
    @Suite("StapelStack(\u{24}routes), the value-type container")
    struct RouteValueContainerTests {
        @Test func aProgramChangeOfTheValueIsPlannedAndPaced() async throws {
            let model = RouteModel()
            let clock = HostClock()
            let host = ViewHost(ValueApp(model: model, clock: clock), clock: clock)
            let target: [Route<TypedScreen>] = [
                .push(.first), .push(.second), .sheet(.third, withNavigation: true),
            ]
            model.routes = target
            host.update()
            #expect(model.routes == target)
            #expect(host.navigationDepth < 2 || host.presentationDepth == 0)
            await host.settle()
            #expect(model.routes == target)
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("Typed third"))
            #expect(host.log.isEmpty)
            #expect(host.transitions.map(\.kind) == [.push, .push, .present])
        }

        @Test func theUsersPopsAreWrittenBackIntoTheValue() async throws {
            let model = RouteModel()
            model.routes = [.push(.first), .push(.second)]
            let clock = HostClock()
            let host = ViewHost(ValueApp(model: model, clock: clock), clock: clock)
            await host.settle()
            #expect(host.isShowing("Typed second"))
            try host.tapBack()
            await host.settle()
            #expect(model.routes.map(\.screen) == [.first])
            model.routes.presentSheet(.third)
            await host.settle()
            try host.swipeDownSheet()
            await host.settle()
            #expect(model.routes.map(\.screen) == [.first])
        }

        @Test func theRootSwapsThroughState() async throws {
            let model = RouteModel()
            let clock = HostClock()
            let host = ViewHost(ValueApp(model: model, clock: clock), clock: clock)
            #expect(host.isShowing("Home"))
            model.loggedIn = false
            await host.settle()
            #expect(host.isShowing("Log in"))
        }

        @Test func theSettleTimeoutIsTheStacks() {
            #expect(ViewHost(TimeoutApp(settleTimeout: nil)).isShowing("Timeout 1.0 seconds"))
            let short = ViewHost(TimeoutApp(settleTimeout: .milliseconds(250)))
            #expect(short.isShowing("Timeout 0.25 seconds"))
        }

        @Test func aListTheStackRefusesIsCorrectedInTheValue() async throws {
            let model = RouteModel()
            model.routes = [.push(.first)]
            let clock = HostClock()
            let host = ViewHost(ValueApp(model: model, clock: clock), clock: clock)
            await host.settle()
            let valid = model.routes
            await withKnownIssue {
                model.routes = [.sheet(.first), .push(.second)]
                await host.settle()
            }
            #expect(model.routes == valid)
        }
    }
#endif
