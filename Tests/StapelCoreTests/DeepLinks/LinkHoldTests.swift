import Clocks
import Foundation
import Testing

@testable import StapelCore

/// The app holds links while it is not ready for them, and releases them in order.
@MainActor
@Suite("Links the app holds")
struct LinkHoldTests {
    let chat5 = URL(string: "myapp://chats/5")!
    let chat1Messages = URL(string: "myapp://chats/1/messages/2")!

    @Test func aHeldLinkOpensWhenTheAppReleasesIt() async throws {
        let stack = Stack<LinkScreen>()
        #expect(!stack.holdsLinks)
        stack.holdsLinks = true
        let held = try stack.open(chat5, using: linkTable)
        #expect(held.outcome == .held)
        #expect(held.appliedCount == 0)
        #expect(stack.routes.isEmpty)
        let change = try #require(held.change)
        #expect(change.outcomeIfEnded == nil)
        // Holding again changes nothing.
        stack.holdsLinks = true
        #expect(stack.routes.isEmpty)
        stack.holdsLinks = false
        stack.settle()
        #expect(stack.routes.map(\.screen) == LinkRoutes.chat(5).map(\.screen))
        #expect(await change.outcome == .completed)
        // Released, a link opens at once.
        let now = try stack.open(chat1Messages, using: linkTable)
        #expect(now.outcome == .completed)
    }

    @Test func heldLinksOpenInTheOrderTheyCame() throws {
        let stack = Stack<LinkScreen>()
        stack.holdsLinks = true
        let first = try stack.open(chat1Messages, using: linkTable)
        let second = try stack.open(chat5, using: linkTable)
        stack.holdsLinks = false
        stack.settle()
        #expect(stack.routes.map(\.screen) == LinkRoutes.chat(5).map(\.screen))
        #expect(first.change?.outcomeIfEnded == .cancelled)
        #expect(second.change?.outcomeIfEnded == .completed)
    }

    @Test func aLinkWaitsForBothTheRestoreAndTheHold() throws {
        for releaseFirst in [true, false] {
            let stack = Stack<LinkScreen>()
            let autosave = NavigationAutosave(stack)
            stack.holdsLinks = true
            let result = try stack.open(chat5, using: linkTable)
            #expect(result.outcome == .waitingForRestoration)
            if releaseFirst {
                stack.holdsLinks = false
                #expect(stack.routes.isEmpty)
                autosave.start(restoringFrom: nil) { _ in }
            } else {
                autosave.start(restoringFrom: nil) { _ in }
                #expect(stack.routes.isEmpty)
                stack.holdsLinks = false
            }
            stack.settle()
            #expect(stack.routes.map(\.screen) == LinkRoutes.chat(5).map(\.screen))
            #expect(result.change?.outcomeIfEnded == .completed)
        }
    }

    @Test func aHoldNeverWarnsHoweverLong() async throws {
        let clock = TestClock()
        let stack = Stack<LinkScreen>(clock: clock)
        stack.holdsLinks = true
        try stack.open(chat5, using: linkTable)
        #expect(!stack.hasDueTimers)
        await clock.advance(by: .seconds(600))
        #expect(!stack.hasDueTimers)
        stack.holdsLinks = false
        stack.settle()
        #expect(stack.routes.map(\.screen) == LinkRoutes.chat(5).map(\.screen))
    }

    @Test func aSplitViewsLinksWaitForItsDetailStacksHold() throws {
        let mail = Mail()
        mail.detail.holdsLinks = true
        let held = try mail.open(URL(string: "myapp://mail/inbox/42")!, using: mailLinks)
        #expect(held.outcome == .held)
        #expect(mail.sidebarSelection == nil)
        mail.detail.holdsLinks = false
        mail.detail.settle()
        #expect(mail.sidebarSelection == .inbox)
        #expect(mail.contentSelection == 42)
        #expect(held.change?.outcomeIfEnded == .completed)
    }

    @Test func aWaitingLinkWhoseStackGoesAwayIsCancelled() async throws {
        var stack: Stack<LinkScreen>? = Stack<LinkScreen>()
        stack?.holdsLinks = true
        let held = try #require(try stack?.open(chat5, using: linkTable))
        let change = try #require(held.change)
        weak let gone = stack
        stack = nil
        #expect(gone == nil)
        #expect(await change.outcome == .cancelled)
    }

    @Test func aSplitViewsWaitingLinkIsCancelledWhenTheSplitViewGoesFirst() async throws {
        var mail: Mail? = Mail()
        let detail = try #require(mail?.detail)
        detail.holdsLinks = true
        let held = try #require(
            try mail?.open(URL(string: "myapp://mail/inbox/42")!, using: mailLinks))
        let change = try #require(held.change)
        mail = nil
        detail.holdsLinks = false
        #expect(await change.outcome == .cancelled)
        #expect(detail.routes.isEmpty)
    }

    @Test func theLinksThatOpenedAreNotKeptForCancelling() throws {
        let stack = Stack<LinkScreen>()
        stack.holdsLinks = true
        try stack.open(chat5, using: linkTable)
        #expect(stack.restoration.waitingLinks.count == 1)
        stack.holdsLinks = false
        #expect(stack.restoration.waitingLinks.isEmpty)
    }
}
