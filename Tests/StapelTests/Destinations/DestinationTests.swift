#if !canImport(SwiftUI)
    import Observation
    import Stapel
    import Testing

    @MainActor
    @Observable
    final class Selection {
        var favorite: String?
        var number: Int?
    }

    @MainActor
    @Suite("Destinations: stapelDestination(item:), stapelPush(item:), unregistered values")
    struct DestinationTests {
        @Test func anItemPushesWhileSetAndBackClearsIt() async throws {
            let stack = Stack<AnyScreen>()
            let selection = Selection()
            let item = Binding(get: { selection.favorite }, set: { selection.favorite = $0 })
            let host = ViewHost(
                WithStapel(stack) {
                    Button("Pick Swift") { selection.favorite = "Swift" }
                        .stapelDestination(item: item) { Text("Favorite \($0)") }
                })
            try host.tap("Pick Swift")
            await host.settle()
            #expect(host.isShowing("Favorite Swift"))
            try host.tapBack()
            await host.settle()
            #expect(selection.favorite == nil)
            selection.favorite = "UIKit"
            await host.settle()
            #expect(host.isShowing("Favorite UIKit"))
            selection.favorite = nil
            await host.settle()
            #expect(stack.routes.isEmpty)
        }

        @Test func aTypedItemPushesItsScreen() async throws {
            let stack = Stack<TypedScreen>()
            let selection = Selection()
            let item = Binding(get: { selection.number }, set: { selection.number = $0 })
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    Text("Numbers").stapelPush(item: item) { $0 == 1 ? TypedScreen.first : .second }
                })
            selection.number = 1
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first])
            try host.tapBack()
            await host.settle()
            #expect(selection.number == nil)
        }

        @Test func anItemOutsideAnyContainerWarnsAndLeavesTheContentEnabled() throws {
            let selection = Selection()
            let item = Binding(get: { selection.favorite }, set: { selection.favorite = $0 })
            var host: ViewHost?
            withKnownIssue {
                host = ViewHost(
                    Button("Pick") { selection.favorite = "Swift" }
                        .stapelDestination(item: item) { Text($0) })
            } matching: { issue in
                (issue.error as? StapelWarning)?.kind == .missingStack
                    && issue.description.contains(
                        "stapelDestination(item:) needs a Stack<AnyScreen>")
            }
            try #require(host).tap("Pick")
            #expect(selection.favorite == "Swift")
        }

        @Test func anUnregisteredValueWarnsAndDrawsAPlaceholderNamingItsType() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { Text("Root") })
            await withKnownIssue {
                stack.push(AnyScreen(Recipe(id: 3)))
                await host.settle()
            } matching: { issue in
                (issue.error as? StapelWarning)?.kind == .unregisteredDestination
                    && issue.description.contains("stapelDestination(for: Recipe.self)")
            }
            #expect(
                host.visibleTexts.contains { $0.contains("stapelDestination(for: Recipe.self)") })
        }
    }
#endif
