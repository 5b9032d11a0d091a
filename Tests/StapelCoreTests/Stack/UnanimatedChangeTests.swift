import Clocks
import CustomDump
@_spi(StapelUI) import StapelCore
import Testing

/// A failure thrown through `withoutAnimation(_:)`.
private struct Refused: Error {}

@MainActor
@Suite("Unanimated changes run in the UI's scope")
struct UnanimatedChangeTests {
    let clock = TestClock()

    /// A deep link in three steps for `.navigationStack`.
    let deepLink: [Route<TestScreen>] = [
        .push(.inbox), .push(.chat(1)), .sheet(.compose, withNavigation: true), .push(.profile(2)),
        .fullScreenCover(.settings),
    ]

    func drawnStack() -> (Stack<TestScreen>, RecordingScope) {
        let stack = Stack<TestScreen>(clock: clock, settleTimeout: .milliseconds(500))
        let scope = RecordingScope { [unowned stack] in stack.depth }
        stack.runUnanimatedChanges(in: scope)
        return (stack, scope)
    }

    @Test func withoutAnimationRunsItsChangesInTheScope() {
        let (stack, scope) = drawnStack()
        stack.withoutAnimation {
            #expect(scope.isInside)
            stack.push(.inbox)
            stack.push(.chat(1))
        }
        #expect(!scope.isInside)
        #expect(scope.depthsAfter == [2])
    }

    @Test func animatedChangesDoNotRunInTheScope() {
        let (stack, scope) = drawnStack()
        stack.push(.inbox)
        stack.pop()
        stack.setRoutes(deepLink)
        stack.reportStepSettled(stack.planStep)
        stack.reportStepSettled(stack.planStep)
        expectNoDifference(stack.routes, deepLink)
        #expect(scope.depthsAfter.isEmpty)
    }

    @Test func everyStepOfAnUnanimatedPlanRunsInTheScope() {
        let (stack, scope) = drawnStack()
        stack.setRoutes(deepLink, animated: false)
        #expect(scope.depthsAfter == [2])
        stack.reportStepSettled(stack.planStep)
        #expect(scope.depthsAfter == [2, 4])
        stack.reportStepSettled(stack.planStep)
        #expect(scope.depthsAfter == [2, 4, 5])
        expectNoDifference(stack.routes, deepLink)
    }

    @Test func stepsAppliedAfterWithoutAnimationReturnedStillRunInTheScope() {
        let (stack, scope) = drawnStack()
        stack.withoutAnimation { stack.setRoutes(deepLink) }
        // The first step, inside the plan's own scope and inside `withoutAnimation`'s.
        #expect(scope.depthsAfter == [2, 2])
        stack.reportStepSettled(stack.planStep)
        stack.reportStepSettled(stack.planStep)
        #expect(scope.depthsAfter == [2, 2, 4, 5])
    }

    @Test func withoutAnimationPassesOnWhatTheChangeReturnsAndThrows() {
        let (stack, scope) = drawnStack()
        let popped = stack.withoutAnimation {
            stack.push(.inbox)
            return stack.pop()
        }
        #expect(popped.map(\.screen) == [.inbox])
        #expect(throws: Refused.self) {
            try stack.withoutAnimation { throw Refused() }
        }
        #expect(scope.depthsAfter == [0, 0])
    }

    @Test func withoutAUIChangesRunAsTheyAre() {
        let stack = Stack<TestScreen>()
        stack.withoutAnimation { stack.push(.inbox) }
        #expect(stack.depth == 1)
        #expect(stack.animatesChanges == false)
    }
}
