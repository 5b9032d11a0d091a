#if !canImport(SwiftUI)
    import Observation
    import Stapel
    import Testing

    /// The dismissals a value container reported, and the value it wrote when each came.
    @MainActor
    final class DismissalLog {
        var entries: [(screen: TypedScreen, cause: RouteDismissal<TypedScreen>.Cause)] = []
        var routesSeen: [[TypedScreen]] = []
    }

    /// A route list held as a value, with a root screen of its own type and an `onDismiss`.
    private struct DismissingApp: View {
        let model: RouteModel
        let log: DismissalLog
        let clock: HostClock

        var body: some View {
            StapelStack(
                Binding(get: { model.routes }, set: { model.routes = $0 }),
                root: .first, clock: clock,
                onDismiss: { dismissal in
                    log.entries.append((dismissal.route.screen, dismissal.cause))
                    log.routesSeen.append(model.routes.map(\.screen))
                },
                destination: { screen in Text("Typed \(String(describing: screen))") }
            )
        }
    }

    @MainActor
    @Suite("A value container's onDismiss and root screen")
    struct RouteValueDismissalTests {
        @Test func theUsersSwipeIsReportedAfterTheValueShowsTheSheetGone() async throws {
            let model = RouteModel()
            let log = DismissalLog()
            let clock = HostClock()
            let host = ViewHost(DismissingApp(model: model, log: log, clock: clock), clock: clock)
            model.routes.presentSheet(.second, withNavigation: true)
            model.routes.push(.third)
            await host.settle()
            #expect(host.isShowing("Typed third"))

            try host.swipeDownSheet()
            await host.settle()

            #expect(model.routes.isEmpty)
            #expect(log.entries.map(\.screen) == [.second])
            #expect(log.entries.map(\.cause) == [.user])
            #expect(log.routesSeen == [[]])
        }

        @Test func aChangeOfTheValueIsReportedAsTheProgramsDismissal() async throws {
            let model = RouteModel()
            let log = DismissalLog()
            let clock = HostClock()
            let host = ViewHost(DismissingApp(model: model, log: log, clock: clock), clock: clock)
            model.routes.push(.second)
            model.routes.presentCover(.third)
            await host.settle()
            model.routes.dismiss()
            await host.settle()

            #expect(log.entries.map(\.screen) == [.third])
            #expect(log.entries.map(\.cause) == [.program])
            model.routes.pop()
            await host.settle()
            #expect(log.entries.count == 1)
        }

        @Test func theRootIsAScreenOfTheListsOwnType() async throws {
            let model = RouteModel()
            let clock = HostClock()
            let host = ViewHost(
                DismissingApp(model: model, log: DismissalLog(), clock: clock), clock: clock)
            #expect(host.isShowing("Typed first"))
            model.routes.push(.second)
            await host.settle()
            #expect(host.isShowing("Typed second"))
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("Typed first"))
            #expect(model.routes.isEmpty)
        }

        @Test func aStacksRootIsAScreenOfItsOwnType() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(
                StapelStack(stack, root: .first) { Text("Typed \(String(describing: $0))") })
            #expect(host.isShowing("Typed first"))
            stack.push(.third)
            await host.settle()
            #expect(host.isShowing("Typed third"))
        }
    }
#endif
