import Clocks
import Foundation
import Testing

@testable import StapelCore

/// A link that waits for a restore says so once it has waited longer than the stack's limit,
/// and still opens when the restore ends.
@MainActor
@Suite("A link that waits too long for a restore warns")
struct LinkWaitWarningTests {
    let clock = TestClock()
    let chat5 = URL(string: "myapp://chats/5")!

    /// Lets due timers run, as a test kit that moves the clock does.
    func runDueTimers(of stack: Stack<LinkScreen>) async {
        var turns = 0
        while stack.hasDueTimers, turns < 10_000 {
            turns += 1
            await clock.advance(by: .zero)
        }
    }

    nonisolated func isLinkWaiting(_ issue: Issue) -> Bool {
        (issue.error as? StapelWarning)?.kind == .linkWaiting
    }

    @Test func aLinkWaitingOnAnAutosaveThatNeverStartsWarnsAfterTheLimitAndStillOpens()
        async throws
    {
        let stack = Stack<LinkScreen>(clock: clock)
        #expect(stack.linkWaitLimit == .seconds(10))
        let autosave = NavigationAutosave(stack)
        // The wait's timer starts inside the block, so that the warning it reports is seen.
        try await withKnownIssue {
            let result = try stack.open(chat5, using: linkTable)
            #expect(result.outcome == .waitingForRestoration)
            await clock.advance(by: .seconds(9))
            await runDueTimers(of: stack)
            #expect(stack.hasDueTimers == false)
            await clock.advance(by: .seconds(1))
            await runDueTimers(of: stack)
        } matching: { issue in
            isLinkWaiting(issue) && issue.description.contains("A link has waited 10")
                && issue.description.contains("stapelAutosave")
        }
        // Once per wait: more time brings no second warning.
        await clock.advance(by: .seconds(60))
        await runDueTimers(of: stack)
        #expect(stack.routes.isEmpty)
        autosave.start(restoringFrom: nil) { _ in }
        stack.settle()
        #expect(stack.routes.map(\.screen) == LinkRoutes.chat(5).map(\.screen))
    }

    @Test func theLimitIsTheAppsAndCountsTheLinksThatWait() async throws {
        let stack = Stack<LinkScreen>(clock: clock)
        stack.linkWaitLimit = .seconds(2)
        _ = NavigationAutosave(stack)
        let autosave = NavigationAutosave(stack)
        try await withKnownIssue {
            try stack.open(chat5, using: linkTable)
            try stack.open(chat5, using: linkTable)
            await clock.advance(by: .seconds(2))
            await runDueTimers(of: stack)
        } matching: { issue in
            isLinkWaiting(issue) && issue.description.contains("2 links have waited 2")
        }
        autosave.start(restoringFrom: nil) { _ in }
        stack.settle()
        #expect(stack.routes.map(\.screen) == LinkRoutes.chat(5).map(\.screen))
    }

    @Test func aRestoreWithinTheLimitWarnsOfNothing() async throws {
        let stack = Stack<LinkScreen>(clock: clock)
        let autosave = NavigationAutosave(stack)
        try stack.open(chat5, using: linkTable)
        await clock.advance(by: .seconds(5))
        await runDueTimers(of: stack)
        autosave.start(restoringFrom: nil) { _ in }
        await clock.advance(by: .seconds(30))
        await runDueTimers(of: stack)
        stack.settle()
        #expect(stack.routes.map(\.screen) == LinkRoutes.chat(5).map(\.screen))
        #expect(!stack.hasDueTimers)
    }

    @Test func withNothingWaitingNoTimerRuns() async throws {
        let stack = Stack<LinkScreen>(clock: clock)
        let autosave = NavigationAutosave(stack)
        #expect(!stack.hasDueTimers)
        await clock.advance(by: .seconds(30))
        #expect(!stack.hasDueTimers)
        autosave.start(restoringFrom: nil) { _ in }
        try stack.open(chat5, using: linkTable)
        stack.settle()
        #expect(stack.routes.map(\.screen) == LinkRoutes.chat(5).map(\.screen))
    }
}
