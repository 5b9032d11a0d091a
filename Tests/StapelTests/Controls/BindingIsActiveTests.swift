#if !canImport(SwiftUI)
    import Observation
    import Stapel
    import Testing

    /// A favorites list whose selection is an optional item, pushed through a push button's
    /// flag made from it.
    private struct Favorites: View {
        let model: FavoritesModel

        var body: some View {
            @Bindable var model = model
            VStack {
                StackNavigationLink(
                    TypedScreen.second, isActive: $model.selected.isActive()
                ) { Text("Hidden link") }
                Button("Pick Swift") { model.selected = "Swift" }
                Text("selected \(model.selected ?? "nothing")")
            }
        }
    }

    /// The favorites' selection, held where code outside the view can clear it.
    @MainActor
    @Observable
    private final class FavoritesModel {
        var selected: String?
    }

    @MainActor
    @Suite("Binding.isActive(): an optional as a flag")
    struct BindingIsActiveTests {
        @Test func theFlagFollowsTheOptionalAndClearsIt() {
            var item: Int? = nil
            let binding = Binding(get: { item }, set: { item = $0 })
            let flag = binding.isActive()
            #expect(!flag.wrappedValue)
            item = 3
            #expect(flag.wrappedValue)
            flag.wrappedValue = true
            #expect(item == 3)
            flag.wrappedValue = false
            #expect(item == nil)
            flag.wrappedValue = true
            #expect(item == nil)
        }

        @Test func anItemSetBeforeTheViewAppearsPushesWhenItAppears() async throws {
            let stack = Stack<TypedScreen>()
            let model = FavoritesModel()
            model.selected = "Swift"
            let host = ViewHost(TypedContainer(stack: stack) { Favorites(model: model) })
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.second])
            #expect(host.isShowing("Typed second"))
            try host.tapBack()
            await host.settle()
            #expect(model.selected == nil)
        }

        @Test func anItemPushesAndGoingBackClearsIt() async throws {
            let stack = Stack<TypedScreen>()
            let model = FavoritesModel()
            let host = ViewHost(TypedContainer(stack: stack) { Favorites(model: model) })
            try host.tap("Pick Swift")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.second])
            try host.tapBack()
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("selected nothing"))
            try host.tap("Pick Swift")
            await host.settle()
            #expect(stack.depth == 1)
            stack.pop()
            await host.settle()
            #expect(host.isShowing("selected nothing"))
            // Clearing the item pops the route it pushed.
            try host.tap("Pick Swift")
            await host.settle()
            #expect(stack.depth == 1)
            model.selected = nil
            await host.settle()
            #expect(stack.routes.isEmpty)
        }
    }
#endif
