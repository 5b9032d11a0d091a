import CustomDump
import StapelCore
import Testing

@MainActor
@Suite("Push evaluation")
struct EvaluationTests {
    @Test func withoutEvaluatorsEveryPushHappens() {
        let stack = Stack<TestScreen>()
        #expect(stack.hasEvaluator(for: .root) == false)
        #expect(stack.push(.inbox).outcome == .pushed)
    }

    @Test func theRootEvaluatorDecidesPushesOntoTheRoot() {
        // Seed 001: the root evaluator pushes only when the context says so.
        let stack = Stack<TestScreen>()
        stack.setEvaluator(PushEvaluator(allowing: { $0.context.source == "value" }), for: .root)
        #expect(stack.push(.settings).outcome == .rejected)
        #expect(stack.routes.isEmpty)
        #expect(
            stack.push(.settings, context: PushContext().setting(\.source, to: "value")).outcome
                == .pushed)
        #expect(stack.depth == 1)
    }

    @Test func onlyTheTopmostLayersEvaluatorIsAsked() throws {
        let stack = Stack<TestScreen>()
        var asked: [ScreenSlot] = []
        stack.setEvaluator(
            PushEvaluator {
                asked.append($0.slot)
                return .reject
            }, for: .root)
        stack.setEvaluator(nil, for: .root)
        stack.push(.inbox)
        let inbox = try #require(stack.top?.id)
        stack.setEvaluator(
            PushEvaluator {
                asked.append($0.slot)
                return .push
            }, for: .route(inbox))
        stack.setEvaluator(
            PushEvaluator {
                asked.append($0.slot)
                return .reject
            }, for: .root)

        #expect(stack.push(.chat(1)).outcome == .pushed)
        #expect(asked == [.route(inbox)])
        // The new top has no evaluator, so the next push happens unasked.
        #expect(stack.push(.chat(2)).outcome == .pushed)
        #expect(asked == [.route(inbox)])
    }

    @Test func theRequestCarriesScreenStyleNameContextAndLayer() throws {
        let stack = Stack<TestScreen>()
        var seen: PushRequest<TestScreen>?
        stack.setEvaluator(
            PushEvaluator {
                seen = $0
                return .push
            }, for: .root)
        let context = PushContext().setting(\.incomingChat, to: 4)
        stack.present(
            .compose, style: .fullScreenCover(withNavigation: true), name: "c", context: context)
        let request = try #require(seen)
        expectNoDifference(
            request,
            PushRequest(
                screen: .compose, style: .fullScreenCover(withNavigation: true), name: "c",
                context: context, slot: .root)
        )
    }

    @Test func handleInPlaceCallsTheHandlerAndChangesNoRoutes() throws {
        // Seed 001, case A: a message for the open chat updates it in place.
        let stack = Stack<TestScreen>(routes: [.push(.inbox), .push(.chat(1))])
        let chat = try #require(stack.top?.id)
        var inserted: [Int] = []
        stack.setEvaluator(
            PushEvaluator(
                decide: { $0.context.incomingChat == 1 ? .handleInPlace : .push },
                handleInPlace: { inserted.append($0.context.incomingChat ?? -1) }
            ),
            for: .route(chat)
        )
        let log = EventLog(stack)
        let context = PushContext().setting(\.incomingChat, to: 1)
        let result = stack.push(.chat(1), context: context)

        #expect(result == PushResult(outcome: .handledInPlace, slot: .route(chat)))
        #expect(inserted == [1])
        #expect(stack.depth == 2)
        expectNoDifference(
            log.events,
            [
                .pushEvaluated(
                    PushRequest(
                        screen: .chat(1), style: .push, context: context, slot: .route(chat)),
                    result)
            ]
        )
    }

    @Test func replaceTopSwapsTheLandingRoute() throws {
        let stack = Stack<TestScreen>(routes: [.push(.inbox), .push(.chat(1))])
        let chat = try #require(stack.top)
        stack.setEvaluator(PushEvaluator { _ in .replaceTop }, for: .route(chat.id))
        let result = stack.push(.chat(2))
        #expect(result.outcome == .replacedTop)
        #expect(stack.screens == [.inbox, .chat(2)])
        #expect(stack.top?.id == result.routeID)
        #expect(stack.hasEvaluator(for: .route(chat.id)) == false)
    }

    @Test func replaceTopAtTheRootPushes() {
        let stack = Stack<TestScreen>()
        stack.setEvaluator(PushEvaluator { _ in .replaceTop }, for: .root)
        #expect(stack.push(.inbox).outcome == .pushed)
        #expect(stack.screens == [.inbox])
    }

    @Test func replaceTopOntoALayerWithoutNavigationIsRefused() throws {
        let stack = Stack<TestScreen>(routes: [.sheet(.compose), .sheet(.settings)])
        let top = try #require(stack.top?.id)
        stack.setEvaluator(PushEvaluator { _ in .replaceTop }, for: .route(top))
        // A push can't land on the top sheet at all, so the evaluator isn't asked.
        let push = expectWarning(.noNavigation) { stack.push(.inbox) }
        #expect(push.outcome == .noNavigation)
        // A presentation may replace it.
        #expect(stack.present(.profile(1)).outcome == .replacedTop)
        #expect(stack.screens == [.compose, .profile(1)])
    }

    @Test func evaluateIsADryRun() throws {
        let stack = Stack<TestScreen>(routes: [.push(.chat(1))])
        let chat = try #require(stack.top?.id)
        var handled = 0
        stack.setEvaluator(
            PushEvaluator(decide: { _ in .handleInPlace }, handleInPlace: { _ in handled += 1 }),
            for: .route(chat)
        )
        let log = EventLog(stack)
        let result = stack.evaluate(.chat(1))
        #expect(result == PushResult(outcome: .handledInPlace, slot: .route(chat)))
        #expect(handled == 0)
        #expect(log.events.isEmpty)
        #expect(stack.depth == 1)
        #expect(stack.pushOffers.isEmpty)
    }

    @Test func evaluateMatchesTheRealOutcomeForEveryDecision() {
        for decision in PushDecision.allCases {
            let stack = Stack<TestScreen>(routes: [.push(.inbox)])
            stack.setEvaluator(PushEvaluator { _ in decision }, for: .route(stack.routes[0].id))
            let dryRun = stack.evaluate(.settings)
            let real = stack.push(.settings)
            #expect(dryRun.outcome == real.outcome, "\(decision)")
            #expect(dryRun.slot == real.slot)
        }
    }

    @Test func evaluateReportsNoNavigationWithoutAWarning() {
        let stack = Stack<TestScreen>(routes: [.sheet(.compose)])
        #expect(stack.evaluate(.settings).outcome == .noNavigation)
        #expect(stack.evaluate(.settings, style: .sheet(withNavigation: false)).outcome == .pushed)
    }

    @Test func anEvaluatorLeavesWithItsRoute() throws {
        let stack = Stack<TestScreen>(routes: [.push(.inbox)])
        let inbox = try #require(stack.top?.id)
        stack.setEvaluator(PushEvaluator { _ in .reject }, for: .route(inbox))
        #expect(stack.push(.chat(1)).outcome == .rejected)
        stack.pop()
        #expect(stack.hasEvaluator(for: .route(inbox)) == false)
        // Pushing the same screen again creates a new route with no evaluator.
        #expect(stack.push(.inbox).outcome == .pushed)
        #expect(stack.push(.chat(1)).outcome == .pushed)
    }

    @Test func settingAnEvaluatorOnAnUnknownRouteWarns() {
        let stack = Stack<TestScreen>()
        let id = RouteID.unique()
        expectWarning(.unknownRoute) {
            stack.setEvaluator(PushEvaluator { _ in .reject }, for: .route(id))
        }
        #expect(stack.hasEvaluator(for: .route(id)) == false)
    }
}
