import Foundation
import StapelCore
import Testing

/// Screen types registered on the main actor, whose `Codable` and `Hashable` conformances are
/// isolated to it, as in an app target built with main-actor isolation by default.
@MainActor
@Suite("Restoration of main-actor screen types")
struct RestorationMainActorTests {
    private func registry() -> ScreenTypeRegistry {
        var registry = ScreenTypeRegistry()
        registry.register(MainActorRecipe.self, as: "recipe")
        registry.register(String.self, as: "text")
        return registry
    }

    @Test func aStackOfMainActorScreensRoundTripsOnTheMainActor() throws {
        let registry = registry()
        let original = Stack<AnyScreen>(routes: [
            .push(AnyScreen(MainActorRecipe(id: 1))),
            .sheet(AnyScreen("notes"), withNavigation: true),
            .push(AnyScreen(MainActorRecipe(id: 2))),
        ])
        let data = try original.snapshotData(using: registry)
        #expect(String(decoding: data, as: UTF8.self).contains(#""type":"recipe""#))
        let restored = Stack<AnyScreen>()
        let result = try restored.restore(from: data, using: registry)
        restored.settle()
        #expect(result.restoredCount == 3)
        #expect(restored.routes.map(\.screen) == original.routes.map(\.screen))
        #expect(restored.routes[2].screen.as(MainActorRecipe.self) == MainActorRecipe(id: 2))
    }

    @Test func registeringAMainActorTypeTwiceKeepsTheFirstAndWarns() {
        var registry = registry()
        withKnownIssue {
            registry.register(MainActorRecipe.self, as: "dish")
        }
        #expect(registry.names == ["recipe", "text"])
    }

    @Test func awayFromTheMainActorItsScreensFailWithAnErrorNotACrash() async throws {
        let registry = registry()
        let snapshot = Stack<AnyScreen>(routes: [.push(AnyScreen(MainActorRecipe(id: 1)))])
            .snapshot()
        let data = try snapshot.jsonData(registry: registry)
        let outcome = await Task.detached {
            let written: String
            do {
                _ = try snapshot.jsonData(registry: registry)
                written = "written"
            } catch {
                written = "\(error)"
            }
            let read = (try? StackSnapshot<AnyScreen>(jsonData: data, registry: registry))
                .map { "\($0.routes.count) read, \($0.droppedRoutes.count) dropped" }
            return (written, read)
        }.value
        #expect(outcome.0.contains("registered on the main actor"))
        #expect(outcome.1 == "0 read, 1 dropped")
    }
}
