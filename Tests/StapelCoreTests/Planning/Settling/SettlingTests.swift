import Clocks
import CustomDump
@_spi(StapelUI) import StapelCore
import Testing

@testable import StapelCore

@MainActor
@Suite("A planned step settles when its transitions have ended")
struct SettlingTests {
    let clock = TestClock()

    func stack(routes: [Route<TestScreen>] = []) -> Stack<TestScreen> {
        Stack(routes: routes, clock: clock, settleTimeout: .seconds(5))
    }

    /// Two pushes, then a sheet with a push inside it, then a cover.
    let deepLink: [Route<TestScreen>] = [
        .push(.inbox), .push(.chat(1)), .sheet(.compose, withNavigation: true), .push(.profile(2)),
        .fullScreenCover(.settings),
    ]

    func letTasksRun() async {
        for _ in 0..<100 { await Task.yield() }
    }

    @Test func aStepWaitsForTheScreensItHidesAndThoseItPresents() {
        let pushes = StepSettlement(
            before: [.root], after: [.route(RouteID(rawValue: 1))], presented: [])
        #expect(pushes.awaitedDisappearances == [.root])
        #expect(!pushes.awaitsPresentationTime)

        let sheet = StepSettlement(
            before: [.root], after: [.root, .route(RouteID(rawValue: 2))],
            presented: [RouteID(rawValue: 2)])
        #expect(sheet.awaitedDisappearances.isEmpty)
        #expect(sheet.awaitedAppearances == [RouteID(rawValue: 2)])
        #expect(sheet.awaitsPresentationTime)
        var drawnSheet = sheet
        drawnSheet.isDrawn = true
        #expect(!drawnSheet.shouldTimePresentation)
        drawnSheet.awaitedAppearances = []
        #expect(drawnSheet.shouldTimePresentation)
        #expect(!drawnSheet.isSettled)

        let dismissal = StepSettlement(
            before: [.route(RouteID(rawValue: 1)), .route(RouteID(rawValue: 3))],
            after: [.route(RouteID(rawValue: 1))], presented: [])
        #expect(dismissal.awaitedDisappearances == [.route(RouteID(rawValue: 3))])
        #expect(!dismissal.isSettled)
        var drawn = dismissal
        drawn.isDrawn = true
        drawn.awaitedDisappearances = []
        #expect(drawn.isSettled)
    }

    @Test func pushesSettleWhenTheScreenBelowHasDisappeared() {
        let stack = stack()
        let change = stack.setRoutes(deepLink)
        let first = stack.planStep
        expectNoDifference(stack.screens, [.inbox, .chat(1)])
        stack.reportStepDrawn(first)
        #expect(stack.planStep == first)
        stack.reportScreenDisappeared(.route(RouteID(rawValue: 999_999)))
        #expect(stack.planStep == first)
        stack.reportScreenDisappeared(.root)
        #expect(stack.planStep != first)
        expectNoDifference(stack.screens, [.inbox, .chat(1), .compose, .profile(2)])
        #expect(change.outcomeIfEnded == nil)
    }

    @Test func aPresentationSettlesAfterItAppearedAndThePlatformsPresentationTime() async throws {
        let stack = stack()
        let change = stack.setRoutes(deepLink)
        stack.reportStepDrawn(stack.planStep)
        stack.reportScreenDisappeared(.root)
        let presenting = stack.planStep
        stack.reportStepDrawn(presenting)
        await letTasksRun()
        await clock.advance(by: .seconds(1))
        await letTasksRun()
        #expect(stack.planStep == presenting)
        let sheet = try #require(stack.routes.first { $0.style.isPresentation })
        stack.reportScreenAppeared(.route(sheet.id))
        await letTasksRun()
        await clock.advance(by: .milliseconds(499))
        await letTasksRun()
        #expect(stack.planStep == presenting)
        await clock.advance(by: .milliseconds(1))
        await letTasksRun()
        #expect(change.outcomeIfEnded == .completed)
        expectNoDifference(stack.routes, deepLink)
    }

    @Test func anUnanimatedPresentationSettlesWhenItAppears() throws {
        let stack = stack()
        let change = stack.setRoutes(deepLink, animated: false)
        stack.reportStepDrawn(stack.planStep)
        stack.reportScreenDisappeared(.root)
        stack.reportStepDrawn(stack.planStep)
        #expect(change.outcomeIfEnded == nil)
        let sheet = try #require(stack.routes.first { $0.style.isPresentation })
        stack.reportScreenAppeared(.route(sheet.id))
        #expect(change.outcomeIfEnded == .completed)
    }

    @Test func aDisappearanceBeforeTheDrawReportCounts() {
        let stack = stack()
        stack.setRoutes(deepLink)
        let first = stack.planStep
        stack.reportScreenDisappeared(.root)
        #expect(stack.planStep == first)
        stack.reportStepDrawn(first)
        #expect(stack.planStep != first)
        stack.reportStepDrawn(first)
        #expect(stack.depth == 4)
    }

    @Test func theFallbackStillBoundsAStepWhoseSignalNeverComes() async {
        let stack = stack()
        let change = stack.setRoutes(deepLink)
        stack.reportStepDrawn(stack.planStep)
        await letTasksRun()
        await clock.advance(by: .seconds(5))
        await letTasksRun()
        #expect(stack.depth == 4)
        await clock.advance(by: .seconds(10))
        await letTasksRun()
        #expect(change.outcomeIfEnded == .completed)
    }

    @Test func aCancelledPlanStopsWaitingForItsPresentation() async throws {
        let stack = stack()
        let change = stack.setRoutes(deepLink)
        stack.reportStepDrawn(stack.planStep)
        stack.reportScreenDisappeared(.root)
        stack.reportStepDrawn(stack.planStep)
        let sheet = try #require(stack.routes.first { $0.style.isPresentation })
        stack.reportScreenAppeared(.route(sheet.id))
        stack.popToRoot()
        await letTasksRun()
        await clock.advance(by: .seconds(1))
        await letTasksRun()
        #expect(change.outcomeIfEnded == .cancelled)
        #expect(stack.planStep == nil)
    }

    @Test func aPresentationThatNeverAppearsIsAskedForAgainThenGivenUp() async throws {
        let stack = stack()
        stack.reportScreenAppeared(.root)
        let layer = stack.baseLayer
        let limit = Stack<TestScreen>.presentationRetryLimit
        var attempts: [Int] = []
        // The watch's timers start inside the block, so that the warning they report is seen.
        await withKnownIssue {
            let id = stack.present(.compose, style: .sheet(withNavigation: false)).routeID
            #expect(id != nil)
            for _ in 0...limit {
                await letTasksRun()
                await clock.advance(by: .milliseconds(5500))
                await letTasksRun()
                attempts.append(layer.presentationAttempt)
            }
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .presentationNotShown
        }
        #expect(attempts == Array(1...limit) + [limit])
    }

    @Test func aPresentationThatAppearsIsNotAskedForAgain() async throws {
        let stack = stack()
        stack.reportScreenAppeared(.root)
        let id = try #require(stack.present(.compose, style: .sheet(withNavigation: false)).routeID)
        stack.reportScreenAppeared(.route(id))
        await letTasksRun()
        await clock.advance(by: .seconds(60))
        await letTasksRun()
        #expect(stack.baseLayer.presentationAttempt == 0)
    }

    @Test func presentationsAreNotWatchedBeforeAnyUIDrawsTheStack() async throws {
        let stack = stack()
        stack.present(.compose, style: .sheet(withNavigation: false))
        await letTasksRun()
        await clock.advance(by: .seconds(60))
        await letTasksRun()
        #expect(stack.baseLayer.presentationAttempt == 0)
    }
}
