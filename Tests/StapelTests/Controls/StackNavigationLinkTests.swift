#if !canImport(SwiftUI)
    import Stapel
    import Testing

    @MainActor
    @Suite("StackNavigationLink")
    struct StackNavigationLinkTests {
        @Test func aTypedLinkPushesItsScreen() async throws {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    StackNavigationLink(TypedScreen.second, name: "second") { Text("Go") }
                })
            try host.tap("Go")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.second])
            #expect(stack.routes.map(\.name) == ["second"])
            #expect(host.isShowing("Typed second"))
        }

        @Test func aValueLinkPushesThroughItsRegisteredDestination() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    StackNavigationLink(value: Recipe(id: 7)) { Text("Recipe") }
                }
                .stapelDestination(for: Recipe.self) { Text("Recipe \($0.id)") })
            try host.tap("Recipe")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [AnyScreen(Recipe(id: 7))])
            #expect(host.isShowing("Recipe 7"))
        }

        @Test func aViewLinkPushesItsView() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    StackNavigationLink(name: "about", label: { Text("About") }) {
                        Text("About Stapel")
                    }
                })
            try host.tap("About")
            await host.settle()
            #expect(stack.routes.map(\.name) == ["about"])
            #expect(host.isShowing("About Stapel"))
        }

        @Test func aLinkDrawsTheDisclosureChevronOnlyWhenAskedTo() async throws {
            for visibility in [SwiftUIStub.Visibility.automatic, .hidden] {
                let plain = ViewHost(
                    TypedContainer(stack: Stack<TypedScreen>()) {
                        List {
                            StackNavigationLink(TypedScreen.first) { Text("First") }
                        }
                        .stapelLinkIndicatorVisibility(visibility)
                    })
                #expect(throws: (any Error).self) { try plain.find(Image.self) }
            }
            let stack = Stack<TypedScreen>()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    List {
                        StackNavigationLink(TypedScreen.first) { Text("First") }
                    }
                    .stapelLinkIndicatorVisibility(.visible)
                })
            #expect(try host.find(Image.self).isVisible)
            try host.tap("First")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first])
        }

        @Test func rowsPushValuesAndViews() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    List {
                        StackNavigationLink(value: Recipe(id: 1)) { Text("Value row") }
                        StackNavigationLink(label: { Text("View row") }) { Text("A view") }
                    }
                    .stapelLinkIndicatorVisibility(.visible)
                }
                .stapelDestination(for: Recipe.self) { Text("Recipe \($0.id)") })
            try host.tap("Value row")
            await host.settle()
            #expect(host.isShowing("Recipe 1"))
            stack.popToRoot()
            await host.settle()
            try host.tap("View row")
            await host.settle()
            #expect(host.isShowing("A view"))
        }

        @Test func aLinkOutsideAnyContainerWarnsAndIsDisabled() throws {
            var host: ViewHost?
            withKnownIssue {
                host = ViewHost(StackNavigationLink(TypedScreen.first) { Text("Go") })
            } matching: { issue in
                (issue.error as? StapelWarning)?.kind == .missingStack
                    && issue.description.contains("StackNavigationLink needs a Stack<TypedScreen>")
                    && issue.description.contains("outside any StapelStack")
            }
            let link = try #require(host).find(text: "Go")
            #expect(!link.isEnabled)
            #expect(throws: HostError.self) { try link.tap() }
        }

        @Test func anAnyScreenLinkInATypedContainerNamesTheContainer() throws {
            let stack = Stack<TypedScreen>()
            var host: ViewHost?
            withKnownIssue {
                host = ViewHost(
                    TypedContainer(stack: stack) {
                        StackNavigationLink(value: Recipe(id: 1)) { Text("Recipe") }
                    })
            } matching: { issue in
                (issue.error as? StapelWarning)?.kind == .missingStack
                    && issue.description.contains("Stack<AnyScreen>")
                    && issue.description.contains("container of TypedScreen screens")
            }
            #expect(try !#require(host).find(text: "Recipe").isEnabled)
            #expect(stack.routes.isEmpty)
        }
    }
#endif
