import StapelCore
import Testing

/// A key whose value's `Hashable` conformance is isolated to the main actor, as in an app target
/// built with main-actor isolation by default.
@MainActor
private enum OpenRecipeKey: @MainActor PushContextKey {
    static let defaultValue: MainActorRecipe? = nil
}

/// Context values whose `Hashable` conformance is main-actor isolated are set, read and compared
/// on the main actor.
@MainActor
@Suite("Push context with main-actor values")
struct PushContextMainActorTests {
    @Test func aMainActorValueIsSetAndReadOnTheMainActor() {
        var context = PushContext()
        #expect(context[OpenRecipeKey.self] == nil)
        context[OpenRecipeKey.self] = MainActorRecipe(id: 4)
        #expect(context[OpenRecipeKey.self] == MainActorRecipe(id: 4))
        #expect(!context.isEmpty)
        #expect(
            context.description
                == "[OpenRecipeKey: Optional(StapelCoreTests.MainActorRecipe(id: 4))]")
    }

    @Test func contextsWithEqualMainActorValuesAreEqual() {
        var a = PushContext()
        a[OpenRecipeKey.self] = MainActorRecipe(id: 1)
        var b = PushContext()
        b[OpenRecipeKey.self] = MainActorRecipe(id: 1)
        var c = PushContext()
        c[OpenRecipeKey.self] = MainActorRecipe(id: 2)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
    }

    @Test func anEvaluatorOnTheMainActorReadsTheValue() {
        let stack = Stack<Int>()
        var seen: MainActorRecipe?
        stack.setEvaluator(
            PushEvaluator { request in
                seen = request.context[OpenRecipeKey.self]
                return .push
            }, for: .root)
        var context = PushContext()
        context[OpenRecipeKey.self] = MainActorRecipe(id: 9)
        stack.push(1, context: context)
        #expect(seen == MainActorRecipe(id: 9))
    }

    @Test func awayFromTheMainActorTheContextStillDescribesItself() async {
        // The key's conformance is main-actor isolated, so the compiler keeps reads of it on
        // the main actor; the context itself still crosses actors.
        var context = PushContext()
        context[OpenRecipeKey.self] = MainActorRecipe(id: 4)
        let sent = context
        let description = await Task.detached { sent.description }.value
        #expect(description == "[OpenRecipeKey: Optional(StapelCoreTests.MainActorRecipe(id: 4))]")
    }
}
