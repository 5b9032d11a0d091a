#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// A value whose `Hashable` conformance is isolated to the main actor, as every type's is in
    /// an app target built with main-actor isolation by default.
    @MainActor
    private struct Dish: @MainActor Hashable {
        var id: Int
    }

    /// Tag forms whose tag is main-actor isolated.
    private struct DishButtons: View {
        @State private var pushSelection: Dish?

        var body: some View {
            VStack {
                StackNavigationLink(tag: Dish(id: 1), selection: $pushSelection) {
                    Text("Tag")
                } destination: {
                    Text("Dish view")
                }
                Button("Select dish") { pushSelection = Dish(id: 1) }
                Text("selection \(pushSelection.map { "\($0.id)" } ?? "nil")")
            }
        }
    }

    /// Links, rows and tag forms with values whose `Hashable` conformance is main-actor
    /// isolated.
    @MainActor
    @Suite("Controls with main-actor values")
    struct MainActorValueControlTests {
        @Test func aValueLinkPushesAMainActorValue() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    StackNavigationLink(value: Dish(id: 7), name: "dish") { Text("Dish") }
                }
                .stapelDestination(for: Dish.self) { Text("Dish \($0.id)") })
            try host.tap("Dish")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [AnyScreen(Dish(id: 7))])
            #expect(stack.routes.map(\.name) == ["dish"])
            #expect(host.isShowing("Dish 7"))
        }

        @Test func aValueRowPushesAMainActorValue() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    List {
                        StackNavigationLink(value: Dish(id: 2)) { Text("Dish row") }
                    }
                }
                .stapelDestination(for: Dish.self) { Text("Dish \($0.id)") })
            try host.tap("Dish row")
            await host.settle()
            #expect(stack.top?.screen.as(Dish.self) == Dish(id: 2))
            #expect(host.isShowing("Dish 2"))
        }

        @Test func aTagFormWithAMainActorTagPushesAndClearsTheSelection() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { DishButtons() })
            try host.tap("Select dish")
            await host.settle()
            #expect(host.isShowing("Dish view"))
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("selection nil"))
            try host.tap("Tag")
            await host.settle()
            #expect(host.isShowing("Dish view"))
        }
    }
#endif
