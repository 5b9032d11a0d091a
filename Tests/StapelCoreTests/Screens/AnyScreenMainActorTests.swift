import StapelCore
import Testing

/// `AnyScreen` wraps values whose `Hashable` conformance is isolated to the main actor, and uses
/// the conformance on the main actor only.
@MainActor
@Suite("AnyScreen with main-actor values")
struct AnyScreenMainActorTests {
    @Test func wrapsAMainActorIsolatedValueAndReadsItOnTheMainActor() {
        let screen = AnyScreen(MainActorRecipe(id: 3))
        #expect(screen.as(MainActorRecipe.self) == MainActorRecipe(id: 3))
        #expect(screen.as(Int.self) == nil)
        #expect(ObjectIdentifier(screen.valueType) == ObjectIdentifier(MainActorRecipe.self))
        #expect(screen.description == "MainActorRecipe(id: 3)")
    }

    @Test func comparesAndHashesByValueOnTheMainActor() {
        let a = AnyScreen(MainActorRecipe(id: 1))
        #expect(a == AnyScreen(MainActorRecipe(id: 1)))
        #expect(a != AnyScreen(MainActorRecipe(id: 2)))
        #expect(a != AnyScreen(1))
        #expect(a.hashValue == AnyScreen(MainActorRecipe(id: 1)).hashValue)
        let set: Set = [a, AnyScreen(MainActorRecipe(id: 1)), AnyScreen(MainActorRecipe(id: 2))]
        #expect(set.count == 2)
        #expect(AnyScreen(a) == a)
    }

    @Test func aSendableValueWrappedOnTheMainActorEqualsTheSameValueWrappedPlainly() {
        let plain = AnyScreen(42)
        let onMain = AnyScreen(onMainActor: 42)
        #expect(plain == onMain)
        #expect(onMain == plain)
        #expect(plain.hashValue == onMain.hashValue)
        #expect(onMain != AnyScreen(43))
    }

    @Test func awayFromTheMainActorAScreenEqualsOnlyItsCopiesAndReadsAsNil() async {
        let screen = AnyScreen(MainActorRecipe(id: 5))
        let twin = AnyScreen(MainActorRecipe(id: 5))
        let plain = AnyScreen(5)
        let seen = await Task.detached {
            (
                readsAsNil: screen.as(MainActorRecipe.self).map { _ in false } ?? true,
                equalsCopy: screen == screen,
                equalsTwin: screen == twin,
                equalsPlain: screen == plain,
                description: screen.description,
                hashesAlike: screen.hashValue == twin.hashValue
            )
        }.value
        #expect(seen.readsAsNil)
        #expect(seen.equalsCopy)
        #expect(!seen.equalsTwin)
        #expect(!seen.equalsPlain)
        #expect(seen.description == "MainActorRecipe(id: 5)")
        #expect(seen.hashesAlike)
        #expect(screen == twin)  // back on the main actor, by value again
    }

    @Test func aStackOfMainActorScreensPopsToAValue() {
        let stack = Stack<AnyScreen>()
        stack.push(AnyScreen(MainActorRecipe(id: 1)))
        stack.push(AnyScreen(MainActorScreen.inbox))
        stack.push(AnyScreen(MainActorRecipe(id: 2)))
        stack.pop(to: .screen(AnyScreen(MainActorScreen.inbox)))
        #expect(stack.depth == 2)
        #expect(stack.top?.screen.as(MainActorScreen.self) == .inbox)
    }
}
