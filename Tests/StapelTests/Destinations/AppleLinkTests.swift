#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// Apple's `NavigationLink(value:)`, written out of habit inside a Stapel container.
    @MainActor
    @Suite("NavigationLink(value:) pushes through the stack in the host")
    struct AppleLinkTests {
        @Test func aScreenValuePushesOntoATypedStack() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    NavigationLink(value: TypedScreen.second) { Text("Go") }
                })
            try host.tap("Go")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.second])
            #expect(host.isShowing("Typed second"))
            try host.tapBack()
            await host.settle()
            #expect(stack.routes.isEmpty)
        }

        @Test func aScreenValueAppendsToARouteListValue() async throws {
            let model = RouteModel()
            let host = ViewHost(
                StapelStack(Binding(get: { model.routes }, set: { model.routes = $0 })) {
                    NavigationLink(value: TypedScreen.third) { Text("Go") }
                } destination: { screen in
                    Text("Typed \(String(describing: screen))")
                })
            try host.tap("Go")
            await host.settle()
            #expect(model.routes.map(\.screen) == [.third])
            #expect(model.routes.map(\.style) == [.push])
            #expect(host.isShowing("Typed third"))
        }

        @Test func aLinkOnAPushedScreenPushesAbove() async throws {
            let stack = Stack<TypedScreen>(routes: [.push(.first)])
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    Text("Root")
                } screen: { screen in
                    NavigationLink(value: TypedScreen.third) {
                        Text("On \(String(describing: screen))")
                    }
                })
            await host.settle()
            try host.tap("On first")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first, .third])
        }

        @Test func aLinkInASheetPushesOntoTheSheetsNavigation() async throws {
            let stack = Stack<TypedScreen>(routes: [.sheet(.first, withNavigation: true)])
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    Text("Root")
                } screen: { screen in
                    NavigationLink(value: TypedScreen.second) {
                        Text("In \(String(describing: screen))")
                    }
                })
            await host.settle()
            try host.tap("In first")
            await host.settle()
            #expect(stack.routes.map(\.style) == [.sheet(withNavigation: true), .push])
        }

        @Test func theEvaluatorDecidesALinksPush() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    WithPusher(PushEvaluator<TypedScreen> { _ in .reject }) {
                        NavigationLink(value: TypedScreen.second) { Text("Go") }
                    }
                })
            await host.settle()
            try host.tap("Go")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(!host.isShowing("Typed second"))
            #expect(host.navigationDepth == 0)
        }

        @Test func aWrappedValuePushesOntoAWithStapelStack() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    NavigationLink(value: AnyScreen(Recipe(id: 4))) { Text("Recipe") }
                }
                .stapelDestination(for: Recipe.self) { Text("Recipe \($0.id)") })
            try host.tap("Recipe")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [AnyScreen(Recipe(id: 4))])
            #expect(host.isShowing("Recipe 4"))
        }

        @Test func aValueOfAnotherTypeCannotBeActivated() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    NavigationLink(value: Recipe(id: 1)) { Text("Recipe") }
                })
            try host.tap("Recipe")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.log.contains { $0.contains("no matching navigationDestination") })
        }
    }
#endif
