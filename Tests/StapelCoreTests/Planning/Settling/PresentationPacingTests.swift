import Clocks
@_spi(StapelUI) import StapelCore
import Testing

@testable import StapelCore

@MainActor
@Suite("Presentations paced by the stack: one comes in when the one before has settled")
struct PresentationPacingTests {
    let clock = TestClock()

    /// A stack a UI draws: its root has appeared.
    func drawnStack() -> Stack<TestScreen> {
        let stack = Stack<TestScreen>(clock: clock, settleTimeout: .seconds(5))
        stack.reportScreenAppeared(.root)
        return stack
    }

    func letTasksRun() async {
        for _ in 0..<100 { await Task.yield() }
    }

    func pass(_ duration: Duration) async {
        await letTasksRun()
        await clock.advance(by: duration)
        await letTasksRun()
    }

    @Test func aSecondPresentationWaitsUntilTheFirstHasAppearedAndItsTimeHasPassed() async throws {
        let stack = drawnStack()
        let first = try #require(
            stack.present(.compose, style: .sheet(withNavigation: true)).routeID)
        let second = try #require(stack.present(.settings).routeID)
        #expect(stack.routes.map(\.id) == [first, second])
        let firstLayer = try #require(stack.layer(startedBy: first))
        #expect(stack.baseLayer.drawnPresentedID == first)
        #expect(firstLayer.presentedID == second)
        #expect(firstLayer.drawnPresentedID == nil)
        #expect(stack.presentedID(over: firstLayer, as: .sheet) == nil)
        #expect(stack.drawnRoutes.map(\.id) == [first])
        #expect(stack.isWatchingPresentations)
        await pass(.seconds(1))
        #expect(firstLayer.drawnPresentedID == nil)
        stack.reportScreenAppeared(.route(first))
        await pass(.milliseconds(499))
        #expect(firstLayer.drawnPresentedID == nil)
        await pass(.milliseconds(1))
        #expect(firstLayer.drawnPresentedID == second)
        #expect(stack.presentedID(over: firstLayer, as: .sheet) == second)
        #expect(stack.drawnRoutes.map(\.id) == [first, second])
        stack.reportScreenAppeared(.route(second))
        await pass(.milliseconds(500))
        #expect(!stack.isWatchingPresentations)
    }

    @Test func aPresentationOnTheStackBeforeTheFirstDrawHasItsPresentationTime() async throws {
        let stack = Stack<TestScreen>(clock: clock, settleTimeout: .seconds(5))
        let first = try #require(
            stack.present(.compose, style: .sheet(withNavigation: true)).routeID)
        stack.reportScreenAppeared(.root)
        let second = try #require(stack.present(.settings).routeID)
        let firstLayer = try #require(stack.layer(startedBy: first))
        #expect(firstLayer.drawnPresentedID == nil)
        stack.reportScreenAppeared(.route(first))
        await pass(.milliseconds(499))
        #expect(firstLayer.drawnPresentedID == nil)
        await pass(.milliseconds(1))
        #expect(firstLayer.drawnPresentedID == second)
    }

    @Test func aPresentationAfterADismissalWaitsForTheDismissedScreenToDisappear() async throws {
        let stack = drawnStack()
        let first = try #require(stack.present(.compose).routeID)
        stack.reportScreenAppeared(.route(first))
        await pass(.milliseconds(500))
        #expect(!stack.isWatchingPresentations)
        stack.dismiss()
        let second = try #require(
            stack.present(.settings, style: .fullScreenCover(withNavigation: false)).routeID)
        #expect(stack.baseLayer.presentedID == second)
        #expect(stack.baseLayer.drawnPresentedID == nil)
        await pass(.milliseconds(400))
        #expect(stack.baseLayer.drawnPresentedID == nil)
        stack.reportScreenDisappeared(.route(first))
        #expect(stack.baseLayer.drawnPresentedID == second)
        #expect(stack.presentedID(over: stack.baseLayer, as: .fullScreenCover) == second)
    }

    @Test func aDismissalWaitsForTheTopScreenOfTheDismissedLayer() async throws {
        let stack = drawnStack()
        let sheet = try #require(
            stack.present(.compose, style: .sheet(withNavigation: true)).routeID)
        stack.reportScreenAppeared(.route(sheet))
        await pass(.milliseconds(500))
        let pushed = try #require(stack.push(.profile(1)).routeID)
        stack.dismiss()
        stack.present(.settings)
        // The sheet's root was covered by the push: it is the push that disappears.
        stack.reportScreenDisappeared(.route(sheet))
        #expect(stack.baseLayer.drawnPresentedID == nil)
        stack.reportScreenDisappeared(.route(pushed))
        #expect(stack.baseLayer.drawnPresentedID != nil)
    }

    @Test func aDismissalDuringThePresentationTimeWaitsForTheScreenToDisappear() async throws {
        let stack = drawnStack()
        let first = try #require(stack.present(.compose).routeID)
        stack.reportScreenAppeared(.route(first))
        await pass(.milliseconds(200))
        #expect(stack.isWatchingPresentations)
        stack.dismiss()
        let second = try #require(stack.present(.settings).routeID)
        await pass(.milliseconds(400))
        #expect(stack.baseLayer.drawnPresentedID == nil)
        stack.reportScreenDisappeared(.route(first))
        #expect(stack.baseLayer.drawnPresentedID == second)
    }

    @Test func thePresentationTimeCountsFromTheFirstAppearance() async throws {
        let stack = drawnStack()
        let first = try #require(
            stack.present(.compose, style: .sheet(withNavigation: true)).routeID)
        let second = try #require(stack.present(.settings).routeID)
        let firstLayer = try #require(stack.layer(startedBy: first))
        stack.reportScreenAppeared(.route(first))
        await pass(.milliseconds(300))
        // The sheet's root appears again, as after a pop inside the sheet.
        stack.reportScreenAppeared(.route(first))
        await pass(.milliseconds(199))
        #expect(firstLayer.drawnPresentedID == nil)
        await pass(.milliseconds(1))
        #expect(firstLayer.drawnPresentedID == second)
    }

    @Test func aDismissalWhoseScreenNeverReportsIsBoundedByTheSettleTimeout() async throws {
        let stack = drawnStack()
        let first = try #require(stack.present(.compose).routeID)
        stack.reportScreenAppeared(.route(first))
        await pass(.milliseconds(500))
        stack.dismiss()
        stack.present(.settings)
        await pass(.milliseconds(4999))
        #expect(stack.baseLayer.drawnPresentedID == nil)
        await pass(.milliseconds(1))
        #expect(stack.baseLayer.drawnPresentedID != nil)
    }

    @Test func theUsersDismissalHasEndedWhenItIsReported() async throws {
        let stack = drawnStack()
        let first = try #require(stack.present(.compose).routeID)
        stack.reportScreenAppeared(.route(first))
        await pass(.milliseconds(500))
        #expect(stack.reportPresentedID(nil, as: .sheet, over: stack.baseLayer))
        let second = try #require(stack.present(.settings).routeID)
        #expect(stack.baseLayer.drawnPresentedID == second)
    }

    @Test func aPresentationThatNeverAppearedLeavesWithoutAWait() async throws {
        let stack = drawnStack()
        stack.present(.compose)
        stack.dismiss()
        let second = try #require(stack.present(.settings).routeID)
        #expect(stack.baseLayer.drawnPresentedID == second)
    }

    @Test func aHeldPresentationThatIsDismissedIsNeverDrawn() async throws {
        let stack = drawnStack()
        let first = try #require(
            stack.present(.compose, style: .sheet(withNavigation: true)).routeID)
        stack.present(.settings)
        stack.dismiss()
        let firstLayer = try #require(stack.layer(startedBy: first))
        #expect(firstLayer.presentedID == nil)
        #expect(firstLayer.drawnPresentedID == nil)
        #expect(stack.drawnRoutes.map(\.id) == [first])
        stack.reportScreenAppeared(.route(first))
        await pass(.milliseconds(500))
        #expect(!stack.isWatchingPresentations)
    }

    @Test func unanimatedPresentationsSettleWhenTheyAppear() throws {
        let stack = drawnStack()
        let (first, second) = stack.withoutAnimation {
            (
                stack.present(.compose, style: .sheet(withNavigation: true)).routeID,
                stack.present(.settings).routeID
            )
        }
        let firstID = try #require(first)
        let firstLayer = try #require(stack.layer(startedBy: firstID))
        #expect(firstLayer.drawnPresentedID == nil)
        stack.reportScreenAppeared(.route(firstID))
        #expect(firstLayer.drawnPresentedID == second)
    }

    @Test func beforeAnyUIDrawsTheStackNothingIsHeld() throws {
        let stack = Stack<TestScreen>(clock: clock)
        let first = try #require(
            stack.present(.compose, style: .sheet(withNavigation: true)).routeID)
        let second = try #require(stack.present(.settings).routeID)
        #expect(stack.layer(startedBy: first)?.drawnPresentedID == second)
        #expect(stack.drawnRoutes == stack.routes)
        #expect(!stack.isWatchingPresentations)
    }

    @Test func aPlanThatPresentsTwiceStillRunsStepByStep() async throws {
        let stack = drawnStack()
        let change = stack.setRoutes([.sheet(.compose, withNavigation: true), .sheet(.settings)])
        stack.reportStepDrawn(stack.planStep)
        let first = stack.routes[0].id
        stack.reportScreenAppeared(.route(first))
        await pass(.milliseconds(500))
        #expect(stack.routes.count == 2)
        let second = stack.routes[1].id
        #expect(stack.layer(startedBy: first)?.drawnPresentedID == second)
        #expect(change.outcomeIfEnded == .completed)
    }
}
