#if !canImport(SwiftUI)
    import Observation
    import Stapel
    import Testing

    @MainActor
    @Suite("Views pushed and presented from anywhere, .slot, editable value routes")
    struct AdHocViewTests {
        @Test func aViewPresentedFromAnywhereShowsInASheet() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { Text("Root") })
            stack.present(
                view: Text("Composer"), style: .sheet(withNavigation: true), name: "compose")
            await host.settle()
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("Composer"))
            #expect(stack.routes.map(\.name) == ["compose"])
            stack.push(view: Text("Attachments"))
            await host.settle()
            #expect(host.isShowing("Attachments"))
            #expect(host.navigationDepth == 1)
        }

        @Test func thePusherModifierInstallsTheScreensEvaluator() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    WithPusher(PushEvaluator<TypedScreen> { _ in .reject }) { Text("Root") }
                })
            host.update()
            #expect(stack.push(.first).routeID == nil)
            #expect(stack.hasEvaluator(for: .root))
        }

        @Test func aValueRouteEditsItsOwnScreenThroughABinding() async throws {
            let model = RouteModel()
            model.routes = [.push(.first)]
            let clock = HostClock()
            let host = ViewHost(
                StapelStack(
                    Binding(get: { model.routes }, set: { model.routes = $0 }), clock: clock
                ) {
                    Text("Root")
                } editableDestination: { screen in
                    Button("Now \(String(describing: screen.wrappedValue))") {
                        screen.wrappedValue = .third
                    }
                },
                clock: clock)
            await host.settle()
            let id = model.routes[0].id
            try host.tap("Now first")
            await host.settle()
            #expect(model.routes.map(\.screen) == [.third])
            #expect(model.routes[0].id == id)
            #expect(host.isShowing("Now third"))
        }
    }
#endif
