import CustomDump
import Foundation
import StapelCore
import Testing

/// Names are unique on a stack: a route that would repeat one is refused with a
/// `.duplicateName` warning, as NavigationStackView refuses a push whose identifier is on the
/// stack already (issue 18, point 5).
@MainActor
@Suite("Duplicate names")
struct DuplicateNameTests {
    func chatStack() -> Stack<TestScreen> {
        Stack(routes: [.push(.inbox, name: "inbox"), .push(.chat(1), name: "chat")])
    }

    @Test func aPushWithATakenNameChangesNothingAndReturnsNoRoute() {
        let stack = chatStack()
        let before = stack.routes
        let log = EventLog(stack)
        let result = expectWarning(.duplicateName) { stack.push(.chat(2), name: "chat") }
        #expect(result.outcome == .duplicateName)
        #expect(result.routeID == nil)
        expectNoDifference(stack.routes, before)
        #expect(log.events.count == 1)
        guard case .pushEvaluated(_, let evaluated)? = log.events.first else {
            Issue.record("expected the request's evaluation, got \(log.events)")
            return
        }
        #expect(evaluated == result)
    }

    @Test func aNameBelowAPresentationIsTakenToo() {
        let stack = chatStack()
        stack.presentSheet(.compose, withNavigation: true)
        let before = stack.routes
        expectWarning(.duplicateName) { stack.push(.settings, name: "inbox") }
        expectWarning(.duplicateName) { stack.presentCover(.settings, name: "chat") }
        expectWarning(.duplicateName) {
            stack.present(.settings, style: .sheet(withNavigation: false), name: "inbox")
        }
        expectNoDifference(stack.routes, before)
    }

    @Test func unnamedRoutesAndNewNamesNeverClash() {
        let stack = chatStack()
        expectNoWarning {
            stack.push(.chat(1))
            stack.push(.chat(1))
            stack.push(.settings, name: "settings")
            stack.presentSheet(.compose, name: "Chat")
        }
        #expect(stack.routes.map(\.name) == ["inbox", "chat", nil, nil, "settings", "Chat"])
    }

    @Test func aNameIsFreeAgainOnceItsRouteLeaves() {
        let stack = chatStack()
        stack.pop()
        let result = expectNoWarning { stack.push(.chat(2), name: "chat") }
        #expect(result.outcome == .pushed)
        #expect(stack.top?.screen == .chat(2))
    }

    @Test func replaceTopMayKeepTheTopsNameButNotTakeOneBelow() {
        let stack = chatStack()
        let kept = expectNoWarning { stack.replaceTop(with: .chat(2), name: "chat") }
        #expect(kept != nil)
        #expect(stack.top?.screen == .chat(2))
        let before = stack.routes
        let refused = expectWarning(.duplicateName) {
            stack.replaceTop(with: .settings, name: "inbox")
        }
        #expect(refused == nil)
        expectNoDifference(stack.routes, before)
    }

    @Test func anEvaluatorIsAskedFirstAndMayHandleATakenNameInPlace() {
        let stack = chatStack()
        var handled: [TestScreen] = []
        stack.setEvaluator(
            PushEvaluator(
                decide: { request in request.name == "chat" ? .handleInPlace : .push },
                handleInPlace: { handled.append($0.screen) }),
            for: .route(stack.routes[1].id))
        let result = expectNoWarning { stack.push(.chat(1), name: "chat") }
        #expect(result.outcome == .handledInPlace)
        #expect(handled == [.chat(1)])
        #expect(stack.depth == 2)
    }

    @Test func anEvaluatorsReplaceTopFollowsTheSameRule() {
        let stack = chatStack()
        stack.setEvaluator(PushEvaluator { _ in .replaceTop }, for: .route(stack.routes[1].id))
        let replaced = expectNoWarning { stack.push(.chat(2), name: "chat") }
        #expect(replaced.outcome == .replacedTop)
        #expect(stack.screens == [.inbox, .chat(2)])
        stack.setEvaluator(PushEvaluator { _ in .replaceTop }, for: .route(stack.routes[1].id))
        let refused = expectWarning(.duplicateName) { stack.push(.settings, name: "inbox") }
        #expect(refused.outcome == .duplicateName)
        #expect(refused.routeID == nil)
        #expect(stack.screens == [.inbox, .chat(2)])
    }

    @Test func aDryRunAnswersDuplicateNameQuietly() {
        let stack = chatStack()
        let result = expectNoWarning { stack.evaluate(.chat(2), name: "chat") }
        #expect(result.outcome == .duplicateName)
        #expect(stack.depth == 2)
    }

    @Test func anOfferAcceptedAfterItsNameWasTakenIsRefused() throws {
        let stack = chatStack()
        stack.setEvaluator(PushEvaluator { _ in .offer }, for: .route(stack.routes[1].id))
        let offer = try #require(stack.push(.profile(3), name: "profile").offerID)
        stack.setEvaluator(nil, for: .route(stack.routes[1].id))
        stack.push(.settings, name: "profile")
        let result = expectWarning(.duplicateName) { stack.acceptOffer(offer) }
        #expect(result?.outcome == .duplicateName)
        #expect(result?.routeID == nil)
        #expect(stack.screens == [.inbox, .chat(1), .settings])
    }

    @Test func aChildFlowsPushFollowsTheRuleAndDoesNotStart() {
        let stack = Stack<TestScreen>(routes: [.push(.inbox, name: "step")])
        let flow = StackSegment(parent: stack, embed: TestScreen.chat) { screen in
            if case .chat(let id) = screen { id } else { nil }
        }
        let result = expectWarning(.duplicateName) { flow.push(1, name: "step") }
        #expect(result.outcome == .duplicateName)
        #expect(!flow.isActive)
    }

    @Test func aRouteListThatRepeatsANameCannotStandOnAStack() {
        let first = Route.push(TestScreen.inbox, name: "a")
        let second = Route.push(TestScreen.settings, name: "a")
        #expect(
            RouteListError.firstError(in: [first, second]) == .duplicateName(second.id, index: 1))
        #expect(RouteListError.validPrefixLength(of: [first, .push(.chat(1)), second]) == 2)
        let stack = chatStack()
        let before = stack.routes
        let change = expectWarning(.invalidRouteList) { stack.setRoutes([first, second]) }
        #expect(change.outcomeIfEnded == .rejected(.duplicateName(second.id, index: 1)))
        expectNoDifference(stack.routes, before)
        let fresh = expectWarning(.invalidRouteList) { Stack(routes: [first, second]) }
        #expect(fresh.routes.isEmpty)
    }

    @Test func aDeepLinkTableRefusesALinkThatRepeatsAName() throws {
        let table = try DeepLinkTable<TestScreen>([
            DeepLinkPattern("twice") { _ in
                [.push(.inbox, name: "a"), .push(.settings, name: "a")]
            } values: { _ in
                nil
            }
        ])
        #expect {
            try table.routes(for: URL(string: "myapp://twice")!)
        } throws: { error in
            guard case .invalidRouteList(.duplicateName(_, let index))? = error as? DeepLinkError
            else { return false }
            return index == 1
        }
    }

    @Test func restoringASavedListThatRepeatsANameKeepsTheValidStart() throws {
        let data = savedJSON([
            #"{"id":31,"style":"push","name":"a","screen":{"inbox":{}}}"#,
            #"{"id":32,"style":"push","screen":{"settings":{}}}"#,
            #"{"id":33,"style":"push","name":"a","screen":{"inbox":{}}}"#,
            #"{"id":34,"style":"push","name":"b","screen":{"inbox":{}}}"#,
        ])
        let stack = Stack<LinkScreen>()
        let result = try stack.restore(from: data)
        stack.settle()
        #expect(result.restoredCount == 2)
        #expect(
            result.dropped == [
                DroppedRoute(
                    index: 2,
                    reason: .invalidStructure(.duplicateName(RouteID(rawValue: 33), index: 2))),
                DroppedRoute(index: 3, reason: .followsDroppedRoute),
            ])
        #expect(stack.routes.map(\.id) == [RouteID(rawValue: 31), RouteID(rawValue: 32)])
    }

    @Test func theRouteListHelpersFollowTheSameRule() {
        var routes: [Route<TestScreen>] = [.push(.inbox, name: "inbox"), .push(.chat(1))]
        let before = routes
        #expect(expectWarning(.duplicateName) { routes.push(.settings, name: "inbox") } == nil)
        #expect(
            expectWarning(.duplicateName) { routes.presentSheet(.compose, name: "inbox") } == nil)
        #expect(
            expectWarning(.duplicateName) { routes.presentCover(.compose, name: "inbox") } == nil)
        expectNoDifference(routes, before)
        #expect(expectNoWarning { routes.replaceTop(with: .chat(2), name: "chat") } != nil)
        #expect(
            expectWarning(.duplicateName) { routes.replaceTop(with: .settings, name: "inbox") }
                == nil)
        #expect(routes.map(\.screen) == [.inbox, .chat(2)])
        #expect(expectNoWarning { routes.replaceTop(with: .chat(3), name: "chat") } != nil)
    }

    @Test func aDuplicateNameWarningPointsAtTheCaller() {
        let stack = chatStack()
        var routes = stack.routes
        let stackLine = #line + 2
        withKnownIssue {
            stack.push(.settings, name: "chat")
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .duplicateName
                && issue.sourceLocation?.fileID == #fileID
                && issue.sourceLocation?.line == stackLine
        }
        let listLine = #line + 2
        withKnownIssue {
            routes.push(.settings, name: "chat")
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .duplicateName
                && issue.sourceLocation?.fileID == #fileID
                && issue.sourceLocation?.line == listLine
        }
    }
}
