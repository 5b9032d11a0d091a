#if !canImport(SwiftUI)
    import Observation
    import Stapel
    import Testing

    /// A screen that records in its own route what it loaded.
    enum LoadingScreen: Hashable, Sendable {
        case detail(id: Int, loaded: Bool)
        case compose
    }

    /// Details that mark themselves loaded when they appear, through their route's binding.
    struct LoadingApp: View {
        let stack: Stack<LoadingScreen>

        var body: some View {
            StapelStack(stack) {
                Text("Inbox")
            } editableDestination: { screen in
                switch screen.wrappedValue {
                case .detail(let id, let loaded):
                    Text("Detail \(id), loaded \(loaded)")
                        .onAppear { screen.wrappedValue = .detail(id: id, loaded: true) }
                case .compose:
                    Text("Compose")
                }
            }
        }
    }

    /// An app's model holding its navigation as a value.
    @MainActor
    @Observable
    final class LoadingModel {
        var routes: [Route<LoadingScreen>] = []
    }

    /// The same details, drawn from a route list held as a value.
    struct LoadingValueApp: View {
        let model: LoadingModel
        let clock: HostClock

        var body: some View {
            @Bindable var model = model
            StapelStack($model.routes, capabilities: .oneChangePerUpdate, clock: clock) {
                Text("Inbox")
            } editableDestination: { screen in
                if case .detail(let id, let loaded) = screen.wrappedValue {
                    Text("Detail \(id), loaded \(loaded)")
                        .onAppear { screen.wrappedValue = .detail(id: id, loaded: true) }
                } else {
                    Text("Compose")
                }
            }
        }
    }

    @MainActor
    @Suite("An edit in place during a restore, in the host")
    struct PlannedEditInTheHostTests {
        @Test(arguments: [PlatformCapabilities.navigationStack, .oneChangePerUpdate])
        func aScreenThatRecordsWhatItLoadedDoesNotStopTheRestore(
            capabilities: PlatformCapabilities
        ) async {
            let clock = HostClock()
            let stack = Stack<LoadingScreen>(capabilities: capabilities, clock: clock)
            let host = ViewHost(LoadingApp(stack: stack), clock: clock)
            let saved: [Route<LoadingScreen>] = [
                .push(.detail(id: 1, loaded: false)), .push(.detail(id: 2, loaded: false)),
                .sheet(.compose, withNavigation: true),
            ]
            let change = stack.setRoutes(saved)
            await host.settle()
            #expect(change.outcomeIfEnded == .completed)
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("Compose"))
            #expect(stack.routes.map(\.id) == saved.map(\.id))
            #expect(stack.routes.last?.screen == .compose)
            // The detail on top of the navigation appeared and recorded it.
            #expect(stack.routes[1].screen == .detail(id: 2, loaded: true))
            #expect(host.log.isEmpty)
        }

        @Test func theValueGetsTheEditAndTheWholeList() async {
            let model = LoadingModel()
            let clock = HostClock()
            let host = ViewHost(LoadingValueApp(model: model, clock: clock), clock: clock)
            let saved: [Route<LoadingScreen>] = [
                .push(.detail(id: 1, loaded: false)), .sheet(.compose, withNavigation: true),
            ]
            model.routes = saved
            host.update()
            await host.settle()
            #expect(host.isShowing("Compose"))
            #expect(model.routes.map(\.id) == saved.map(\.id))
            #expect(model.routes.first?.screen == .detail(id: 1, loaded: true))
        }
    }
#endif
