import CustomDump
@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Push and present")
struct PushTests {
    @Test func pushAppendsARouteWithAFreshIdentity() {
        let stack = Stack<TestScreen>()
        let first = stack.push(.chat(1))
        let second = stack.push(.chat(1))

        #expect(first.outcome == .pushed)
        #expect(first.slot == .root)
        #expect(second.slot == first.routeID.map { .route($0) })
        #expect(first.routeID != second.routeID)
        expectNoDifference(stack.screens, [.chat(1), .chat(1)])
        #expect(stack.depth == 2)
        #expect(stack.top?.id == second.routeID)
        #expect(stack.canPop)
        #expect(stack.canGoBack)
    }

    @Test func pushKeepsTheName() {
        let stack = Stack<TestScreen>()
        stack.push(.inbox, name: "inbox")
        #expect(stack.top?.name == "inbox")
    }

    @Test func presentStartsANewLayer() {
        let stack = Stack<TestScreen>()
        stack.push(.inbox)
        let sheet = stack.present(.compose, style: .sheet(withNavigation: true))
        stack.push(.settings)

        expectNoDifference(stack.styles, [.push, .sheet(withNavigation: true), .push])
        #expect(stack.baseLayer.path == [stack.routes[0].id])
        #expect(stack.baseLayer.presentedID == sheet.routeID)
        let layer = try! #require(stack.layer(startedBy: sheet.routeID!))
        #expect(layer.path == [stack.routes[2].id])
        #expect(stack.topPresentation?.id == sheet.routeID)
        expectNoDifference(stack.currentNavigationRoutes.map(\.screen), [.compose, .settings])
    }

    @Test func presentAsFullScreenCover() {
        let stack = Stack<TestScreen>()
        stack.present(.compose, style: .fullScreenCover(withNavigation: false))
        #expect(stack.top?.style == .fullScreenCover(withNavigation: false))
        #expect(stack.canPop == false)
    }

    @Test func theShortcutsPresentWithoutNavigationUnlessAsked() {
        let stack = Stack<TestScreen>()
        stack.presentSheet(.compose)
        #expect(stack.top?.style == .sheet(withNavigation: false))
        stack.presentCover(.settings)
        #expect(stack.top?.style == .fullScreenCover(withNavigation: false))
        stack.presentCover(.inbox, withNavigation: true)
        #expect(stack.top?.style == .fullScreenCover(withNavigation: true))
        stack.presentSheet(.profile(1), withNavigation: true)
        #expect(stack.top?.style == .sheet(withNavigation: true))
        #expect(stack.routes.map(\.name) == [nil, nil, nil, nil])
    }

    @Test func pushOntoAPresentationWithoutNavigationIsRefusedWithAWarning() {
        let stack = Stack<TestScreen>()
        stack.present(.compose)
        let log = EventLog(stack)
        let before = stack.routes

        let result = expectWarning(.noNavigation) {
            stack.push(.settings)
        }

        #expect(result.outcome == .noNavigation)
        #expect(result.routeID == nil)
        expectNoDifference(stack.routes, before)
        #expect(log.events.count == 1)
        guard case .pushEvaluated(let request, let reported)? = log.events.first else {
            Issue.record("expected a pushEvaluated event")
            return
        }
        #expect(request.screen == .settings)
        #expect(reported == result)
    }

    @Test func presentingOntoAPresentationWithoutNavigationIsAllowed() {
        let stack = Stack<TestScreen>()
        stack.present(.compose)
        let result = stack.present(.settings)
        #expect(result.outcome == .pushed)
        #expect(stack.depth == 2)
    }

    @Test func anEvaluatedPushEmitsTheEvaluationThenTheChange() throws {
        let stack = Stack<TestScreen>()
        stack.setEvaluator(PushEvaluator { _ in .push }, for: .root)
        let log = EventLog(stack)
        let context = PushContext().setting(\.source, to: "test")
        let result = stack.push(.chat(3), context: context)
        let route = try #require(stack.top)

        let expectedRequest = PushRequest(
            screen: TestScreen.chat(3), style: .push, context: context, slot: .root)
        expectNoDifference(log.events, [.pushEvaluated(expectedRequest, result), .pushed(route)])
    }

    @Test func aPushNoEvaluatorDecidesEmitsOnlyTheChange() throws {
        let stack = Stack<TestScreen>()
        let log = EventLog(stack)
        stack.push(.chat(3), context: PushContext().setting(\.source, to: "test"))
        stack.present(.compose, style: .sheet(withNavigation: true))
        stack.push(.inbox, name: "inbox")
        let routes = stack.routes
        expectNoDifference(
            log.events, [.pushed(routes[0]), .presented(routes[1]), .pushed(routes[2])])
    }

    @Test func presentEmitsPresented() throws {
        let stack = Stack<TestScreen>()
        let log = EventLog(stack)
        stack.present(.compose, style: .sheet(withNavigation: true))
        let route = try #require(stack.top)
        #expect(log.events.last == .presented(route))
    }

    @Test func stackCanStartWithRoutes() {
        let stack = Stack<TestScreen>(routes: [
            .push(.inbox), .sheet(.compose, withNavigation: true), .push(.settings),
        ])
        expectNoDifference(stack.screens, [.inbox, .compose, .settings])
        #expect(stack.baseLayer.path.count == 1)
    }

    @Test func stackStartingWithAnInvalidListStaysEmptyAndWarns() {
        let stack = expectWarning(.invalidRouteList) {
            Stack<TestScreen>(routes: [.sheet(.compose), .push(.settings)])
        }
        #expect(stack.routes.isEmpty)
    }
}
