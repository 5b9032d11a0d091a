import Clocks
import CustomDump
@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Pacing of multi-step changes")
struct PacingTests {
    let clock = TestClock()

    func pacedStack(_ capabilities: PlatformCapabilities = .navigationStack) -> Stack<TestScreen> {
        Stack(capabilities: capabilities, clock: clock, settleTimeout: .milliseconds(500))
    }

    /// A deep link: two pushes, a sheet with navigation, a push inside it, and a cover.
    let deepLink: [Route<TestScreen>] = [
        .push(.inbox), .push(.chat(1)), .sheet(.compose, withNavigation: true), .push(.profile(2)),
        .fullScreenCover(.settings),
    ]

    @Test func theFirstStepIsAppliedAtOnceAndTheRestWaitForTheUI() throws {
        let stack = pacedStack()
        let change = stack.setRoutes(deepLink)
        #expect(change.stepCount == 3)
        expectNoDifference(stack.screens, [.inbox, .chat(1)])
        #expect(change.outcomeIfEnded == nil)

        stack.reportStepSettled(stack.planStep)
        expectNoDifference(stack.screens, [.inbox, .chat(1), .compose, .profile(2)])
        stack.reportStepSettled(stack.planStep)
        expectNoDifference(stack.routes, deepLink)
        #expect(change.outcomeIfEnded == .completed)
        #expect(stack.planStep == nil)
    }

    @Test func eachStepIsAnEvent() {
        let stack = pacedStack()
        let log = EventLog(stack)
        stack.setRoutes(deepLink)
        stack.reportStepSettled(stack.planStep)
        stack.reportStepSettled(stack.planStep)
        let steps = log.events.compactMap { event -> StackChange.Step? in
            if case .planStepApplied(let step) = event { return step }
            return nil
        }
        #expect(steps.map(\.index) == [0, 1, 2])
        #expect(steps.allSatisfy { $0.count == 3 && $0.planID == steps[0].planID })
    }

    @Test func aChangeThatFitsInOneUpdateIsNoStepEvent() {
        let stack = pacedStack()
        let log = EventLog(stack)
        let change = stack.setRoutes([.push(.inbox), .push(.chat(1))])
        #expect(change.stepCount == 1)
        #expect(change.outcomeIfEnded == .completed)
        #expect(!log.events.contains { if case .planStepApplied = $0 { true } else { false } })
    }

    @Test func lateAndDuplicateSettleReportsDoNotSkipSteps() throws {
        let stack = pacedStack()
        stack.setRoutes(deepLink)
        let first = try #require(stack.planStep)
        stack.reportStepSettled(first)
        #expect(stack.depth == 4)
        // The same report again, late: ignored.
        stack.reportStepSettled(first)
        #expect(stack.depth == 4)
        // A report for a step that never existed: ignored.
        stack.reportStepSettled(StackChange.Step(planID: first.planID + 7, index: 1, count: 3))
        stack.reportStepSettled(nil)
        #expect(stack.depth == 4)
    }

    /// Lets freshly scheduled fallback tasks reach their sleep on the test clock.
    func letTasksRun() async {
        for _ in 0..<100 { await Task.yield() }
    }

    /// Yields until `condition` holds, a bounded number of times; no sleeping.
    func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<10_000 {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    @Test func withoutAReportTheFallbackDelayAdvances() async {
        let stack = pacedStack()
        let change = stack.setRoutes(deepLink)
        await letTasksRun()
        await clock.advance(by: .milliseconds(499))
        #expect(stack.depth == 2)
        await clock.advance(by: .milliseconds(1))
        #expect(await eventually { stack.depth == 4 })
        await letTasksRun()
        await letTasksRun()
        await clock.advance(by: .milliseconds(500))
        #expect(await eventually { stack.depth == 5 })
        #expect(await change.outcome == .completed)
    }

    @Test func aStackThatGoesAwayCancelsItsPlanAndStopsWaiting() async throws {
        var stack: Stack<TestScreen>? = pacedStack()
        weak var released: Stack<TestScreen>?
        released = stack
        let change = try #require(stack?.setRoutes(deepLink))
        await letTasksRun()
        // The fallback of the first step sleeps on the clock.
        await #expect(throws: (any Error).self) { try await clock.checkSuspension() }
        stack = nil
        #expect(released == nil)
        // Whoever awaits the change hears that it was cancelled (polled, so a bug fails rather
        // than hangs).
        #expect(await eventually { change.outcomeIfEnded == .cancelled })
        try await clock.checkSuspension()
    }

    @Test func callersCanAwaitCompletion() async {
        let stack = pacedStack()
        let change = stack.setRoutes(deepLink)
        let settler = Task { @MainActor in
            while stack.planStep != nil {
                stack.reportStepSettled(stack.planStep)
                await Task.yield()
            }
        }
        #expect(await change.outcome == .completed)
        await settler.value
        expectNoDifference(stack.routes, deepLink)
    }

    @Test func aChangeMadeWhileAStepIsAppliedWinsAfterTheStep() throws {
        // An event observer answers the first step's push of the chat with a push of its own:
        // the step finishes, then the observer's push cancels the rest of the plan.
        let stack = pacedStack(.oneChangePerUpdate)
        var reacted = false
        let subscription = stack.onEvent { event in
            guard !reacted, case .pushed(let route) = event, route.screen == .inbox else { return }
            reacted = true
            stack.push(.settings)
        }
        let change = stack.setRoutes([.push(.inbox), .push(.chat(1)), .push(.chat(2))])
        #expect(reacted)
        #expect(change.outcomeIfEnded == .cancelled)
        #expect(stack.planStep == nil)
        #expect(stack.screens == [.inbox, .settings])
        // A later report of the cancelled plan changes nothing.
        stack.reportStepSettled(StackChange.Step(planID: 0, index: 0, count: 3))
        #expect(stack.screens == [.inbox, .settings])
        // And the next plan runs to its end.
        let next = stack.setRoutes([.push(.inbox), .push(.chat(3)), .push(.chat(4))])
        stack.reportStepSettled(stack.planStep)
        stack.reportStepSettled(stack.planStep)
        #expect(next.outcomeIfEnded == .completed)
        _ = subscription
    }

    @Test func aNewerChangeCancelsTheRemainder() throws {
        let stack = pacedStack()
        let log = EventLog(stack)
        let change = stack.setRoutes(deepLink)
        let step = try #require(stack.planStep)
        log.clear()
        stack.push(.settings)
        #expect(change.outcomeIfEnded == .cancelled)
        #expect(stack.planStep == nil)
        expectNoDifference(stack.screens, [.inbox, .chat(1), .settings])
        // The request is evaluated, the plan cancelled, then the push applied.
        let cancelled = log.events.firstIndex { $0 == .planCancelled(step) }
        let pushed = log.events.firstIndex { if case .pushed = $0 { true } else { false } }
        #expect(cancelled != nil && pushed != nil && cancelled! < pushed!)
        // The cancelled plan's fallback does nothing later.
        stack.reportStepSettled(step)
        #expect(stack.depth == 3)
    }

    @Test func aNewerPlanStartsFromTheCurrentState() throws {
        let stack = pacedStack()
        let first = stack.setRoutes(deepLink)
        let target: [Route<TestScreen>] = Array(stack.routes) + [.sheet(.compose)]
        let second = stack.setRoutes(target)
        #expect(first.outcomeIfEnded == .cancelled)
        #expect(second.stepCount == 1)
        expectNoDifference(stack.routes, target)
    }

    @Test func userIntentWinsOverTheRestOfThePlan() throws {
        let stack = pacedStack()
        let change = stack.setRoutes(deepLink)
        // The user swipes back from chat 1 while the sheet is still to come.
        let inbox = stack.routes[0].id
        #expect(stack.reportPath([inbox], ofLayerStartedBy: nil))
        #expect(change.outcomeIfEnded == .cancelled)
        expectNoDifference(stack.screens, [.inbox])
        stack.reportStepSettled(StackChange.Step(planID: 1, index: 0, count: 3))
        expectNoDifference(stack.screens, [.inbox])
    }

    @Test func dismissAllTakesOneStepPerSheetWhereOneDismissalFitsPerUpdate() throws {
        let stack = Stack<TestScreen>(
            routes: [
                .push(.inbox), .sheet(.compose, withNavigation: true), .push(.chat(1)),
                .sheet(.settings),
            ],
            capabilities: .oneChangePerUpdate,
            clock: clock
        )
        let log = EventLog(stack)
        let dismissed = stack.dismissAll()
        #expect(dismissed.map(\.screen) == [.compose, .chat(1), .settings])
        expectNoDifference(stack.screens, [.inbox, .compose, .chat(1)])
        stack.reportStepSettled(stack.planStep)
        expectNoDifference(stack.screens, [.inbox])
        let dismissals = log.events.filter { if case .dismissed = $0 { true } else { false } }
        #expect(dismissals.count == 2)
    }

    @Test func stepsCanBeUnanimated() {
        let stack = pacedStack()
        #expect(stack.animatesChanges)
        stack.setRoutes(deepLink, animated: false)
        #expect(stack.animatesChanges == false)
        stack.reportStepSettled(stack.planStep)
        #expect(stack.animatesChanges == false)
        stack.push(.inbox)
        #expect(stack.animatesChanges)
        stack.withoutAnimation { stack.pop() }
        #expect(stack.animatesChanges == false)
    }

    @Test func aRejectedTargetChangesNothing() {
        let stack = pacedStack()
        stack.push(.inbox)
        let change = expectWarning(.invalidRouteList) {
            stack.setRoutes([.sheet(.compose), .push(.settings)])
        }
        #expect(
            change.outcomeIfEnded == .rejected(.pushWithoutNavigation(change.rejectedID!, index: 1))
        )
        #expect(stack.screens == [.inbox])
    }
}

extension StackChange {
    /// The route a rejected change named, for tests.
    var rejectedID: RouteID? {
        if case .rejected(.pushWithoutNavigation(let id, _)) = outcomeIfEnded { return id }
        return nil
    }
}

@MainActor
@Suite("Edits in place during a multi-step change")
struct PlannedEditTests {
    let clock = TestClock()

    /// Two pushes, a sheet with navigation, a push inside it, and a cover: three steps.
    let deepLink: [Route<TestScreen>] = [
        .push(.inbox), .push(.chat(1)), .sheet(.compose, withNavigation: true), .push(.profile(2)),
        .fullScreenCover(.settings),
    ]

    func stack() -> Stack<TestScreen> {
        Stack(capabilities: .navigationStack, clock: clock, settleTimeout: .milliseconds(500))
    }

    @Test func anEditOfAShownRouteKeepsThePlanRunning() throws {
        let stack = stack()
        let change = stack.setRoutes(deepLink)
        let chat = deepLink[1].id
        stack.updateScreen(.chat(7), forRoute: chat)
        #expect(stack.isRunningPlan)
        stack.reportStepSettled(stack.planStep)
        stack.reportStepSettled(stack.planStep)
        #expect(change.outcomeIfEnded == .completed)
        expectNoDifference(
            stack.screens, [.inbox, .chat(7), .compose, .profile(2), .settings])
        #expect(stack.routes.map(\.id) == deepLink.map(\.id))
    }

    @Test func anEditOfARouteStillToComeShowsWhenItArrives() throws {
        let stack = stack()
        let change = stack.setRoutes(deepLink)
        let profile = deepLink[3].id
        let log = EventLog(stack)
        stack.updateScreen(.profile(9), forRoute: profile)
        #expect(log.events.isEmpty)
        stack.reportStepSettled(stack.planStep)
        #expect(stack.screens.last == .profile(9))
        stack.reportStepSettled(stack.planStep)
        #expect(change.outcomeIfEnded == .completed)
        #expect(stack.screens == [.inbox, .chat(1), .compose, .profile(9), .settings])
    }

    @Test func aChangeOfTheListStillCancelsThePlan() {
        let stack = stack()
        let change = stack.setRoutes(deepLink)
        stack.push(.settings)
        #expect(change.outcomeIfEnded == .cancelled)
        #expect(!stack.isRunningPlan)
    }

    @Test func anEditOfARouteThePlanHasTakenOffIsQuiet() {
        // The sheet's screen may still be on its way out, and write to its route.
        let stack = Stack<TestScreen>(
            routes: [.push(.inbox), .sheet(.compose)], capabilities: .oneChangePerUpdate,
            clock: clock, settleTimeout: .milliseconds(500))
        let sheet = stack.routes[1].id
        let change = stack.setRoutes([stack.routes[0], .push(.chat(1)), .push(.chat(2))])
        #expect(stack.screens == [.inbox])
        #expect(stack.isRunningPlan)
        stack.updateScreen(.settings, forRoute: sheet)
        stack.reportStepSettled(stack.planStep)
        stack.reportStepSettled(stack.planStep)
        #expect(change.outcomeIfEnded == .completed)
        #expect(stack.screens == [.inbox, .chat(1), .chat(2)])
    }

    @Test func anEditOfARouteNeitherShownNorPlannedStillWarns() {
        let stack = stack()
        stack.setRoutes(deepLink)
        expectWarning(.unknownRoute) {
            stack.updateScreen(.settings, forRoute: .unique())
        }
        #expect(stack.isRunningPlan)
    }

    @Test func anOptionsEditOfARouteStillToComeShowsWhenItArrivesAndOfNoRouteWarns() throws {
        let stack = stack()
        let change = stack.setRoutes(deepLink)
        let compose = deepLink[2].id
        var options = RouteOptions()
        options.isInteractiveDismissDisabled = true
        expectNoWarning { stack.updateOptions(options, forRoute: compose) }
        expectWarning(.unknownRoute) { stack.updateOptions(options, forRoute: .unique()) }
        #expect(stack.isRunningPlan)
        stack.reportStepSettled(stack.planStep)
        stack.reportStepSettled(stack.planStep)
        #expect(change.outcomeIfEnded == .completed)
        #expect(
            stack.routes.map(\.options.isInteractiveDismissDisabled) == [
                false, false, true, false, false,
            ])
    }
}
