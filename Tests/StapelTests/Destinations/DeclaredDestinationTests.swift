#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// A value type declared on a pushed screen rather than on the root.
    struct Ingredient: Hashable, Sendable {
        var name: String
    }

    /// `stapelDestination(for:)` where SwiftUI users put `navigationDestination(for:)`.
    @MainActor
    @Suite("Destinations found wherever they are declared inside a container")
    struct DeclaredDestinationTests {
        @Test func aDestinationOnTheRootViewDrawsPushedValues() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    Text("Recipes")
                        .stapelDestination(for: Recipe.self) { Text("Recipe \($0.id)") }
                })
            await host.settle()
            stack.push(AnyScreen(Recipe(id: 3)))
            await host.settle()
            #expect(host.isShowing("Recipe 3"))
        }

        @Test func aDestinationInTheCustomContainerDrawsWithoutApplesDeclaration() async throws {
            // The custom container has no NavigationStack: the declaration lives on the board
            // only, so SwiftUI never sees a navigationDestination outside a NavigationStack.
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    Text("Recipes")
                        .stapelDestination(for: Recipe.self) { Text("Recipe \($0.id)") }
                }
                .stapelStackStyle(.custom()))
            await host.settle()
            stack.push(AnyScreen(Recipe(id: 4)))
            await host.settle()
            #expect(host.isShowing("Recipe 4"))
            #expect(host.log.isEmpty, "\(host.log)")
        }

        @Test func aDestinationOnAPushedScreenDrawsTheScreensPushedAfterIt() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    Text("Recipes")
                        .stapelDestination(for: Recipe.self) { recipe in
                            Text("Recipe \(recipe.id)")
                                .stapelDestination(for: Ingredient.self) {
                                    Text("Ingredient \($0.name)")
                                }
                        }
                })
            stack.push(AnyScreen(Recipe(id: 1)))
            await host.settle()
            stack.push(AnyScreen(Ingredient(name: "salt")))
            await host.settle()
            #expect(host.isShowing("Ingredient salt"))
        }

        @Test func aDestinationOnTheRootDrawsTheScreensOfASheet() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    Text("Recipes")
                        .stapelDestination(for: Recipe.self) { Text("Recipe \($0.id)") }
                })
            await host.settle()
            stack.present(AnyScreen(Recipe(id: 1)), style: .sheet(withNavigation: true))
            await host.settle()
            stack.push(AnyScreen(Recipe(id: 2)))
            await host.settle()
            #expect(host.isShowing("Recipe 2"))
            #expect(host.presentationDepth == 1)
        }

        @Test func appleLinksPushADeclaredValueThroughTheStack() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    NavigationLink(value: Recipe(id: 9)) { Text("Open") }
                        .stapelDestination(for: Recipe.self) { Text("Recipe \($0.id)") }
                })
            try host.tap("Open")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [AnyScreen(Recipe(id: 9))])
            #expect(host.isShowing("Recipe 9"))
            try host.tapBack()
            await host.settle()
            #expect(stack.routes.isEmpty)
        }

        @Test func aLinkOnAPushedScreenUsesADestinationDeclaredThere() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    NavigationLink(value: Recipe(id: 1)) { Text("Open") }
                        .stapelDestination(for: Recipe.self) { recipe in
                            NavigationLink(value: Ingredient(name: "salt")) { Text("Salt") }
                                .stapelDestination(for: Ingredient.self) {
                                    Text("Ingredient \($0.name)")
                                }
                        }
                })
            try host.tap("Open")
            await host.settle()
            try host.tap("Salt")
            await host.settle()
            #expect(
                stack.routes.map(\.screen) == [
                    AnyScreen(Recipe(id: 1)), AnyScreen(Ingredient(name: "salt")),
                ])
            #expect(host.isShowing("Ingredient salt"))
        }
    }
#endif
