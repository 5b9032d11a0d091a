@_spi(StapelUI) import StapelCore
import Testing

private struct Recipe: Hashable, Sendable {
    var id: Int
}

private struct Box: Sendable {
    var text: String
}

@MainActor
@Suite("Destination registry")
struct DestinationRegistryTests {
    @Test func buildsByTheWrappedValuesType() {
        var registry = DestinationRegistry<String>()
        registry.register(Recipe.self) { "recipe \($0.id)" }
        registry.register(Int.self) { "number \($0)" }
        #expect(registry.output(for: AnyScreen(Recipe(id: 3))) == "recipe 3")
        #expect(registry.output(for: AnyScreen(7)) == "number 7")
        #expect(registry.contains(Recipe.self))
        #expect(!registry.contains(String.self))
    }

    @Test func unregisteredTypesGiveNilOrTheFallback() {
        var registry = DestinationRegistry<String>()
        registry.register(Int.self) { "number \($0)" }
        #expect(registry.output(for: AnyScreen("text")) == nil)
        #expect(
            registry.output(for: AnyScreen("text"), fallback: { "missing \($0)" }) == "missing text"
        )
    }

    @Test func laterRegistrationReplacesEarlier() {
        var registry = DestinationRegistry<String>()
        registry.register(Int.self) { _ in "first" }
        registry.register(Int.self) { _ in "second" }
        #expect(registry.output(for: AnyScreen(1)) == "second")
    }

    @Test func opaqueScreensAreFoundByPayloadType() {
        var registry = DestinationRegistry<String>()
        registry.registerPayload(Box.self) { "box \($0.text)" }
        registry.register(OpaqueScreen.self) { _ in "wrong: by screen type" }
        let screen = AnyScreen(OpaqueScreen(payload: Box(text: "hi")))
        #expect(registry.output(for: screen) == "box hi")
        #expect(registry.output(for: AnyScreen(OpaqueScreen(payload: 5))) == nil)
    }
}

/// An editor of a screen, as the SwiftUI layer's binding is.
private struct Editor {
    var label: String
}

@MainActor
@Suite("Destination registry: editable builders")
struct EditableDestinationRegistryTests {
    @Test func anEditableBuilderGetsTheEditorOfTheScreen() {
        var registry = DestinationRegistry<String>()
        registry.registerEditable(Recipe.self, editor: Editor.self) { "editing \($0.label)" }
        registry.register(Int.self) { "number \($0)" }
        let recipe = AnyScreen(Recipe(id: 3))
        #expect(registry.output(for: recipe, editor: Editor(label: "three")) == "editing three")
        #expect(registry.output(for: AnyScreen(7), editor: Editor(label: "seven")) == "number 7")
        #expect(registry.contains(Recipe.self))
    }

    @Test func anEditableBuilderNeedsAnEditorOfItsType() {
        var registry = DestinationRegistry<String>()
        registry.registerEditable(Recipe.self, editor: Editor.self) { "editing \($0.label)" }
        #expect(registry.output(for: AnyScreen(Recipe(id: 3))) == nil)
        #expect(registry.output(for: AnyScreen(Recipe(id: 3)), editor: 42) == nil)
    }

    @Test func theLaterRegistrationOfATypeWinsWhicheverKindItIs() {
        var registry = DestinationRegistry<String>()
        registry.register(Recipe.self) { _ in "plain" }
        registry.registerEditable(Recipe.self, editor: Editor.self) { _ in "editable" }
        #expect(
            registry.output(for: AnyScreen(Recipe(id: 1)), editor: Editor(label: "")) == "editable")
        registry.register(Recipe.self) { _ in "plain again" }
        #expect(
            registry.output(for: AnyScreen(Recipe(id: 1)), editor: Editor(label: ""))
                == "plain again")
    }
}
