import CustomDump
import Foundation
import StapelCore
import Testing

@MainActor
@Suite("Keeping a stack in storage")
struct StackAutosaveTests {
    /// Storage the app would give: the last data written.
    final class Storage {
        var data: Data?
        var writes = 0
    }

    func keep(_ stack: Stack<TestScreen>, in storage: Storage) -> NavigationAutosave<
        Stack<TestScreen>
    > {
        let autosave = NavigationAutosave(stack)
        autosave.start(restoringFrom: storage.data) {
            storage.data = $0
            storage.writes += 1
        }
        return autosave
    }

    @Test func aRelaunchComesBackWhereTheUserLeft() throws {
        let storage = Storage()
        let first = Stack<TestScreen>()
        let autosave = keep(first, in: storage)
        first.push(.inbox)
        first.push(.chat(3), name: "chat")
        first.present(.compose, style: .sheet(withNavigation: true))
        autosave.stop()

        let relaunched = Stack<TestScreen>()
        let again = keep(relaunched, in: storage)
        relaunched.settle()
        expectNoDifference(relaunched.routes, first.routes)
        #expect(again.lastError == nil)
        #expect(again.hasRestored)
    }

    @Test func everyChangeIsSavedAndNothingElse() {
        let storage = Storage()
        let stack = Stack<TestScreen>()
        let autosave = keep(stack, in: storage)
        #expect(storage.writes == 1)  // the state at start
        stack.push(.inbox)
        stack.pop()
        #expect(storage.writes == 3)
        stack.setEvaluator(PushEvaluator { _ in .reject }, for: .root)
        stack.push(.settings)  // rejected: no change, no save
        #expect(storage.writes == 3)
        autosave.stop()
        stack.setEvaluator(nil, for: .root)
        stack.push(.settings)
        #expect(storage.writes == 3)
    }

    @Test func restoringHappensOnlyOnce() throws {
        let storage = Storage()
        let saved = Stack<TestScreen>(routes: [.push(.inbox)])
        storage.data = try savedTree(saved.snapshotData())
        let stack = Stack<TestScreen>()
        let autosave = keep(stack, in: storage)
        #expect(stack.screens == [.inbox])
        stack.push(.settings)
        autosave.stop()
        // Appearing again (a new window scene, a tab switch) must not undo what the user did.
        autosave.start(restoringFrom: try savedTree(saved.snapshotData())) { storage.data = $0 }
        #expect(stack.screens == [.inbox, .settings])
    }

    @Test func nothingSavedRestoresNothing() {
        let storage = Storage()
        storage.data = Data()
        let stack = Stack<TestScreen>(routes: [.push(.inbox)])
        let autosave = keep(stack, in: storage)
        #expect(stack.screens == [.inbox])
        #expect(autosave.lastError == nil)
    }

    @Test func garbageLeavesTheStackAsItWasWithAWarning() {
        let storage = Storage()
        storage.data = Data("{\"version\": 1, \"routes\": [tru".utf8)
        let stack = Stack<TestScreen>(routes: [.push(.inbox)])
        let autosave = expectWarning(.restoration) {
            keep(stack, in: storage)
        }
        #expect(stack.screens == [.inbox])
        guard case .unreadable? = autosave.lastError else {
            Issue.record("expected unreadable, got \(String(describing: autosave.lastError))")
            return
        }
    }

    @Test func aPartlyReadableStateRestoresItsValidStart() throws {
        let storage = Storage()
        let saved = Stack<TestScreen>(routes: [.push(.inbox), .push(.chat(1)), .push(.settings)])
        var json = String(decoding: try saved.snapshotData(), as: UTF8.self)
        // An older app version wrote a screen this version can't read.
        json = json.replacingOccurrences(of: "\"settings\"", with: "\"retired\"")
        storage.data = try savedTree(Data(json.utf8))
        let stack = Stack<TestScreen>()
        let autosave = expectWarning(.restoration) {
            keep(stack, in: storage)
        }
        stack.settle()
        #expect(stack.screens == [.inbox, .chat(1)])
        #expect(autosave.lastError == nil)
        let result = try #require(autosave.results[[]])
        #expect(result.restoredCount == 2)
        #expect(result.dropped.count == 1)
        #expect(result.change.outcomeIfEnded == .completed)
    }

    @Test func aHeterogeneousStackUsesItsRegistry() throws {
        var registry = ScreenTypeRegistry()
        registry.register(Int.self, as: "number")
        registry.register(String.self, as: "text")
        var storedData: Data?
        let stack = Stack<AnyScreen>()
        let autosave = NavigationAutosave(stack, registry: registry)
        autosave.start(restoringFrom: nil) { storedData = $0 }
        stack.push(AnyScreen(7))
        stack.push(AnyScreen("seven"))
        autosave.stop()

        let relaunched = Stack<AnyScreen>()
        NavigationAutosave(relaunched, registry: registry).start(restoringFrom: storedData) {
            _ in
        }
        relaunched.settle()
        #expect(relaunched.routes.map(\.screen) == [AnyScreen(7), AnyScreen("seven")])
    }
}
