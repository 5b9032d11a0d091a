#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// A coordinator in the FlowStacks style: the route list is its own `@State`, handed to
    /// `StapelStack` as `$routes`, with a destination that captures nothing.
    private struct StateCoordinator: View {
        @State private var routes: [Route<TypedScreen>] = []

        var body: some View {
            StapelStack($routes, capabilities: .oneChangePerUpdate) {
                VStack {
                    Text("routes \(routes.count)")
                    Button("Push first") { routes.push(.first) }
                }
            } editableDestination: { screen in
                Text("Typed \(String(describing: screen.wrappedValue))")
            }
        }
    }

    @MainActor
    @Suite("StapelStack($routes) over a coordinator's own state")
    struct RouteStateContainerTests {
        @Test func aRouteListInTheCoordinatorsStatePushesAndTakesTheUsersPop() async throws {
            let host = ViewHost(StateCoordinator())
            try host.tap("Push first")
            await host.settle()
            #expect(host.isShowing("Typed first"))
            #expect(host.navigationDepth == 1)
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("routes 0"))
            #expect(host.navigationDepth == 0)
        }
    }
#endif
