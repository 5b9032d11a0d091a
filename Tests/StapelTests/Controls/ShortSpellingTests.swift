#if !canImport(SwiftUI)
    import Observation
    import Stapel
    import Testing

    /// The short spellings of the controls, written without `for: Screen.self`, act on the
    /// typed stack of the container they are in.
    @MainActor
    @Suite("Typed controls chosen in typed stacks")
    struct ShortSpellingTests {
        @Test func aValueLinkPushesATypedScreen() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    StackNavigationLink(value: TypedScreen.second, name: "second") { Text("Go") }
                })
            try host.tap("Go")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.second])
            #expect(stack.routes.map(\.name) == ["second"])
            #expect(host.isShowing("Typed second"))
        }

        @Test func aValueRowPushesATypedScreen() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    List { StackNavigationLink(value: TypedScreen.third) { Text("Third") } }
                })
            try host.tap("Third")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.third])
        }

        @Test func aPopButtonPopsATypedStack() async throws {
            let stack = Stack<TypedScreen>(routes: [.push(.first), .push(.second)])
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    Text("Root")
                } screen: { screen in
                    VStack {
                        Text("Typed \(String(describing: screen))")
                        StackPopButton { Text("Pop \(String(describing: screen))") }
                    }
                })
            await host.settle()
            try host.tap("Pop second")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first])
            #expect(host.isShowing("Typed first"))
        }

        @Test func aPopButtonToAWrappedScreenPopsATypedStack() async throws {
            let stack = Stack<TypedScreen>(routes: [.push(.first), .push(.second), .push(.third)])
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    Text("Root")
                } screen: { screen in
                    StackPopButton(to: .screen(AnyScreen(TypedScreen.first))) {
                        Text("Back from \(String(describing: screen))")
                    }
                })
            await host.settle()
            try host.tap("Back from third")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first])
        }

        @Test func aPopButtonToANamePopsATypedStack() async throws {
            let stack = Stack<TypedScreen>(routes: [
                .push(.first, name: "first"), .push(.second), .push(.third),
            ])
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    Text("Root")
                } screen: { screen in
                    StackPopButton(to: .name("first")) {
                        Text("Back from \(String(describing: screen))")
                    }
                })
            await host.settle()
            try host.tap("Back from third")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first])
        }

        @Test func aBoundPopButtonPopsATypedStack() async throws {
            let stack = Stack<TypedScreen>(routes: [.push(.first)])
            let model = PopFlag()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    StackPopButton(to: .root, isActive: Bindable(model).isOn) { Text("Home") }
                })
            await host.settle()
            model.isOn = true
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(!model.isOn)
        }

        @Test func aContextEvaluatorDecidesInATypedStack() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    WithPusher(evaluate: { $0.isEmpty }) {
                        VStack {
                            StackNavigationLink(TypedScreen.first) { Text("Plain") }
                            StackNavigationLink(
                                TypedScreen.second,
                                context: PushContext().setting(\.expected, to: "deep link")
                            ) { Text("With context") }
                        }
                    }
                })
            await host.settle()
            try host.tap("With context")
            await host.settle()
            #expect(stack.routes.isEmpty)
            try host.tap("Plain")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first])
        }

        @Test func anAnyScreenEvaluatorSeesTypedScreensWrapped() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    WithPusher(
                        PushEvaluator<AnyScreen> {
                            $0.screen == AnyScreen(TypedScreen.second) ? .reject : .push
                        }
                    ) {
                        VStack {
                            StackNavigationLink(TypedScreen.second) { Text("Second") }
                            StackNavigationLink(TypedScreen.third) { Text("Third") }
                        }
                    }
                })
            await host.settle()
            try host.tap("Second")
            await host.settle()
            #expect(stack.routes.isEmpty)
            try host.tap("Third")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.third])
        }

        @Test func aViewButtonInATypedStackWarnsAndIsDisabled() throws {
            let stack = Stack<TypedScreen>()
            var host: ViewHost?
            withKnownIssue {
                host = ViewHost(
                    TypedContainer(stack: stack) {
                        StackNavigationLink {
                            Text("Push")
                        } destination: {
                            Text("A view")
                        }
                    })
            } matching: { issue in
                issue.description.contains("StackNavigationLink needs a Stack<AnyScreen>")
                    && issue.description.contains("container of TypedScreen screens")
            }
            #expect(try !#require(host).find(text: "Push").isEnabled)
            #expect(stack.routes.isEmpty)
        }

        @Test func aViewDestinationInATypedStackWarnsAndPushesNothing() async throws {
            let stack = Stack<TypedScreen>()
            let flag = PopFlag()
            let item = Binding<Int?>(
                get: { flag.isOn ? 1 : nil }, set: { flag.isOn = $0 != nil })
            var host: ViewHost?
            withKnownIssue {
                host = ViewHost(
                    TypedContainer(stack: stack) {
                        Text("Root").stapelDestination(item: item) { Text("Item \($0)") }
                    })
            } matching: { issue in
                (issue.error as? StapelWarning)?.kind == .missingStack
            }
            flag.isOn = true
            try await #require(host).settle()
            #expect(stack.routes.isEmpty)
        }

        @Test func aViewDestinationByFlagInATypedStackWarnsAndLeavesItsContentEnabled()
            async throws
        {
            let stack = Stack<TypedScreen>()
            let flag = PopFlag()
            let isPresented = Binding(get: { flag.isOn }, set: { flag.isOn = $0 })
            var host: ViewHost?
            withKnownIssue {
                host = ViewHost(
                    TypedContainer(stack: stack) {
                        Button("Show") { flag.isOn = true }
                            .stapelDestination(isPresented: isPresented) { Text("Shown") }
                    })
            } matching: { issue in
                (issue.error as? StapelWarning)?.kind == .missingStack
            }
            let shown = try #require(host)
            // A modifier is not a control: the app's own view keeps working.
            #expect(try shown.find(text: "Show").isEnabled)
            try shown.tap("Show")
            await shown.settle()
            #expect(flag.isOn)
            #expect(stack.routes.isEmpty)
        }

        @Test func aPushOfAnotherScreenTypeWarnsAndLeavesItsContentEnabled() async throws {
            let stack = Stack<TypedScreen>()
            let flag = PopFlag()
            let item = Binding<Int?>(
                get: { flag.isOn ? 1 : nil }, set: { flag.isOn = $0 != nil })
            var host: ViewHost?
            withKnownIssue {
                host = ViewHost(
                    TypedContainer(stack: stack) {
                        Button("Pick") { flag.isOn = true }
                            .stapelPush(item: item) { Recipe(id: $0) }
                    })
            } matching: { issue in
                (issue.error as? StapelWarning)?.kind == .missingStack
            }
            let shown = try #require(host)
            #expect(try shown.find(text: "Pick").isEnabled)
            try shown.tap("Pick")
            await shown.settle()
            #expect(stack.routes.isEmpty)
        }
    }

    /// A flag a test turns on from outside the view.
    @MainActor
    @Observable
    final class PopFlag {
        var isOn = false
    }
#endif
