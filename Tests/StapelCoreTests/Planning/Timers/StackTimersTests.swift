import Clocks
import Testing

@testable import StapelCore

/// The stack's timers as a test kit sees them: due once their deadline has passed on the
/// stack's clock, until their task has run on the main actor.
@MainActor
@Suite("The stack's timers")
struct StackTimersTests {
    let clock = TestClock()

    /// Lets due timers run: their tasks may reach the clock only after it moved, and one whose
    /// deadline is the instant the clock stopped at then sleeps until it moves by zero.
    func runDueTimers(of stack: Stack<TestScreen>) async {
        var turns = 0
        while stack.hasDueTimers, turns < 10_000 {
            turns += 1
            await clock.advance(by: .zero)
        }
    }

    @Test func aFallbackIsDueFromItsDeadlineUntilItHasRun() async {
        let stack = Stack<TestScreen>(
            capabilities: .oneChangePerUpdate, clock: clock, settleTimeout: .milliseconds(500))
        let change = stack.setRoutes([.push(.inbox), .push(.chat(1))])
        #expect(stack.screens == [.inbox])
        #expect(!stack.hasDueTimers)
        await clock.advance(by: .milliseconds(499))
        #expect(!stack.hasDueTimers)
        #expect(stack.screens == [.inbox])
        await clock.advance(by: .milliseconds(1))
        await runDueTimers(of: stack)
        #expect(!stack.hasDueTimers)
        #expect(stack.screens == [.inbox, .chat(1)])
        #expect(change.outcomeIfEnded == .completed)
    }

    @Test func theDeadlineIsTakenWhenTheTimerStarts() async {
        // The clock moves before the timer's task has run at all: the timer still fires at the
        // deadline taken when the step was applied, not half a second after its task started.
        let stack = Stack<TestScreen>(
            capabilities: .oneChangePerUpdate, clock: clock, settleTimeout: .milliseconds(500))
        stack.setRoutes([.push(.inbox), .push(.chat(1))])
        await clock.advance(by: .milliseconds(300))
        await clock.advance(by: .milliseconds(200))
        await runDueTimers(of: stack)
        #expect(stack.screens == [.inbox, .chat(1)])
    }

    @Test func aCancelledTimerEndsWithoutFiring() async {
        let stack = Stack<TestScreen>(
            capabilities: .oneChangePerUpdate, clock: clock, settleTimeout: .milliseconds(500))
        stack.setRoutes([.push(.inbox), .push(.chat(1))])
        stack.setRoutes([.push(.settings)])  // cancels the plan and its fallback
        await clock.advance(by: .seconds(1))
        await runDueTimers(of: stack)
        #expect(!stack.hasDueTimers)
        #expect(stack.screens == [.settings])
    }

    @Test func aTimerIsDueAtItsDeadlineAndFiresOnce() async {
        let stack = Stack<TestScreen>(clock: clock)
        var fired = 0
        _ = stack.startTimer(after: .zero) { _ in fired += 1 }
        let later = stack.startTimer(after: .seconds(1)) { _ in fired += 100 }
        #expect(stack.hasDueTimers)  // due at the very instant of its deadline
        await runDueTimers(of: stack)
        #expect(fired == 1)
        #expect(!stack.hasDueTimers)
        // The later timer ends without firing, so that no task is left asleep on the clock.
        later.cancel()
        await later.value
        #expect(fired == 1)
    }

    @Test func theBookForgetsWhatEnded() {
        var timers = StackTimers()
        let due = timers.start { true }
        let later = timers.start { false }
        #expect(due != later)
        #expect(timers.hasDueTimers)
        timers.end(due)
        #expect(!timers.hasDueTimers)
        timers.end(later)
        #expect(!timers.hasDueTimers)
    }
}
