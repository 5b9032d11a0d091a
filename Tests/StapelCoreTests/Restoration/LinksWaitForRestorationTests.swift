import CustomDump
import Foundation
import Testing

@testable import StapelCore

@MainActor
@Suite("A link that arrives before the autosave has restored opens right after it")
struct LinksWaitForRestorationTests {
    let chat5 = URL(string: "myapp://chats/5")!
    let chat1Messages = URL(string: "myapp://chats/1/messages/2")!

    /// Saved data of a stack that shows `routes`.
    func saved(_ routes: [Route<LinkScreen>]) throws -> Data {
        try savedTree(Stack(routes: routes).snapshotData())
    }

    @Test func aLinkBeforeRestorationOpensOnTheRestoredRoutes() async throws {
        let stack = Stack<LinkScreen>()
        let autosave = NavigationAutosave(stack)
        let result = try stack.open(chat5, using: linkTable)
        #expect(result.outcome == .waitingForRestoration)
        #expect(result.appliedCount == 0)
        #expect(!result.isComplete)
        #expect(stack.routes.isEmpty)
        let change = try #require(result.change)
        #expect(change.outcomeIfEnded == nil)

        let data = try saved(LinkRoutes.messages(1, message: 2))
        autosave.start(restoringFrom: data) { _ in }
        stack.settle()
        // The restored inbox stays (it is the start of the link); the rest is the link's.
        expectNoDifference(shapes(stack.routes), shapes(LinkRoutes.chat(5)))
        #expect(await change.outcome == .completed)
        #expect(autosave.results[[]]?.restoredCount == 4)
    }

    @Test func theRestoredRoutesThatMatchTheLinkKeepTheirIdentity() throws {
        let restoredFrom = Stack(routes: LinkRoutes.messages(5, message: 2))
        let stack = Stack<LinkScreen>()
        let autosave = NavigationAutosave(stack)
        try stack.open(chat5, using: linkTable)
        autosave.start(restoringFrom: try savedTree(restoredFrom.snapshotData())) { _ in }
        stack.settle()
        #expect(stack.routes.map(\.id) == Array(restoredFrom.routes.prefix(2).map(\.id)))
    }

    @Test func linksThatWaitOpenInTheOrderTheyCame() throws {
        let stack = Stack<LinkScreen>()
        let autosave = NavigationAutosave(stack)
        let first = try stack.open(chat1Messages, using: linkTable)
        let second = try stack.open(chat5, using: linkTable)
        autosave.start(restoringFrom: nil) { _ in }
        stack.settle()
        expectNoDifference(shapes(stack.routes), shapes(LinkRoutes.chat(5)))
        #expect(first.change?.outcomeIfEnded == .cancelled)
        #expect(second.change?.outcomeIfEnded == .completed)
    }

    @Test func withoutAnAutosaveOrOnceRestoredALinkOpensAtOnce() throws {
        let stack = Stack<LinkScreen>()
        #expect(try stack.open(chat5, using: linkTable).outcome == .completed)
        let autosave = NavigationAutosave(stack)
        autosave.start(restoringFrom: nil) { _ in }
        #expect(try stack.open(chat1Messages, using: linkTable).outcome == .completed)
    }

    @Test func aLinkTheTableCantReadThrowsAtOnce() {
        let stack = Stack<LinkScreen>()
        let autosave = NavigationAutosave(stack)
        #expect(throws: DeepLinkError.self) {
            try stack.open(URL(string: "myapp://nowhere")!, using: linkTable)
        }
        autosave.start(restoringFrom: nil) { _ in }
        #expect(stack.routes.isEmpty)
    }

    @Test func anAutosaveReleasedBeforeRestoringLetsTheLinkOpen() async throws {
        let stack = Stack<LinkScreen>()
        var autosave: NavigationAutosave<Stack<LinkScreen>>? = NavigationAutosave(stack)
        let result = try stack.open(chat5, using: linkTable)
        #expect(stack.routes.isEmpty)
        _ = autosave
        autosave = nil
        for _ in 0..<10 { await Task.yield() }
        stack.settle()
        expectNoDifference(shapes(stack.routes), shapes(LinkRoutes.chat(5)))
        #expect(await result.change?.outcome == .completed)
    }

    @Test func unreadableSavedDataStillLetsTheLinkOpen() throws {
        let stack = Stack<LinkScreen>()
        let autosave = NavigationAutosave(stack)
        try stack.open(chat5, using: linkTable)
        withKnownIssue {
            autosave.start(restoringFrom: Data("not a stack".utf8)) { _ in }
        } matching: { issue in
            issue.description.contains("restoring the navigation state")
        }
        stack.settle()
        expectNoDifference(shapes(stack.routes), shapes(LinkRoutes.chat(5)))
    }
}
