import CustomDump
@_spi(StapelUI) import StapelCore
import StapelTesting
import Testing

@MainActor
@Suite("Dismiss and go back")
struct GoBackTests {
    /// inbox, chat 1 | sheet compose (nav), settings | cover profile 5 (no nav)
    func layered() -> Stack<TestScreen> {
        Stack(routes: [
            .push(.inbox, name: "inbox"), .push(.chat(1)),
            .sheet(.compose, withNavigation: true, name: "compose"), .push(.settings),
            .fullScreenCover(.profile(5)),
        ])
    }

    @Test func dismissRemovesTheTopPresentation() {
        let stack = layered()
        let log = EventLog(stack)
        let dismissed = stack.dismiss()
        expectNoDifference(dismissed.map(\.screen), [.profile(5)])
        expectNoDifference(log.events, [.dismissed(dismissed)])
        stack.dismiss()
        expectNoDifference(stack.screens, [.inbox, .chat(1)])
        #expect(stack.baseLayer.presentedID == nil)
    }

    @Test func dismissTakesThePushesOnThePresentationWithIt() {
        let stack = layered()
        stack.dismiss()
        let dismissed = stack.dismiss()
        expectNoDifference(dismissed.map(\.screen), [.compose, .settings])
    }

    @Test func dismissWithNothingPresentedIsASilentNoOp() {
        let stack = Stack<TestScreen>(routes: [.push(.inbox)])
        let dismissed = expectNoWarning { stack.dismiss() }
        #expect(dismissed.isEmpty)
        #expect(stack.depth == 1)
    }

    @Test func dismissAllKeepsTheBasePushes() {
        let stack = layered()
        let log = EventLog(stack)
        let dismissed = stack.dismissAll()
        #expect(dismissed.count == 3)
        expectNoDifference(stack.screens, [.inbox, .chat(1)])
        expectNoDifference(log.events, [.dismissed(dismissed)])
        #expect(stack.baseLayer.presentedID == nil)
    }

    @Test func dismissAllWithNothingPresentedIsASilentNoOp() {
        let stack = Stack<TestScreen>(routes: [.push(.inbox)])
        let dismissed = expectNoWarning { stack.dismissAll() }
        #expect(dismissed.isEmpty)
        #expect(stack.depth == 1)
    }

    @Test func goBackCrossesPresentations() {
        let stack = layered()
        let log = EventLog(stack)
        let removed = stack.goBack(4)
        expectNoDifference(removed.map(\.screen), [.chat(1), .compose, .settings, .profile(5)])
        expectNoDifference(stack.screens, [.inbox])
        expectNoDifference(
            log.events,
            [.dismissed(Array(removed[1...])), .popped([removed[0]])]
        )
    }

    @Test func goBackTooFarClampsWithAWarning() {
        let stack = layered()
        let removed = expectWarning(.countOutOfRange) { stack.goBack(8) }
        #expect(removed.count == 5)
        #expect(stack.routes.isEmpty)
    }

    @Test func goBackNegativeOrEmptyWarns() {
        let stack = layered()
        _ = expectWarning(.negativeCount) { stack.goBack(-2) }
        #expect(stack.depth == 5)
        let empty = Stack<TestScreen>()
        _ = expectWarning(.countOutOfRange, saying: "shows only its root") { empty.goBack() }
    }

    @Test func goBackAtTheRootLeavesAMultiStepChangeRunning() {
        // Replacing a sheet with a push takes two steps where an update draws one change: the
        // stack is at its root in between. Going back from there is refused, and the change
        // goes on.
        let stack = Stack<TestScreen>(routes: [.sheet(.compose)], capabilities: .oneChangePerUpdate)
        let change = stack.setRoutes([.push(.inbox)])
        #expect(stack.isRunningPlan)
        #expect(stack.routes.isEmpty)
        let removed = expectWarning(.countOutOfRange, saying: "shows only its root") {
            stack.goBack()
        }
        #expect(removed.isEmpty)
        #expect(stack.isRunningPlan)
        stack.settle()
        #expect(change.outcomeIfEnded == .completed)
        #expect(stack.screens == [.inbox])
    }

    @Test func goBackToANameBelowASheet() {
        let stack = layered()
        stack.goBack(to: .name("inbox"))
        expectNoDifference(stack.screens, [.inbox])
    }

    @Test func goBackToRootEmptiesTheStack() {
        let stack = layered()
        let removed = stack.goBack(to: .root)
        #expect(removed.count == 5)
        #expect(stack.routes.isEmpty)
        let again = expectNoWarning { stack.goBack(to: .root) }
        #expect(again.isEmpty)
    }

    @Test func goBackToAValueOrPredicateOrID() {
        let stack = layered()
        stack.goBack(to: .screen(.settings))
        #expect(stack.top?.screen == .settings)
        stack.goBack(to: .matching { $0.style.isPresentation })
        #expect(stack.top?.screen == .compose)
        let id = stack.routes[0].id
        stack.goBack(to: .id(id))
        #expect(stack.screens == [.inbox])
    }

    @Test func goBackToAnUnknownTargetWarns() {
        let stack = layered()
        _ = expectWarning(.unknownName) { stack.goBack(to: .name("nope")) }
        #expect(stack.depth == 5)
    }
}
