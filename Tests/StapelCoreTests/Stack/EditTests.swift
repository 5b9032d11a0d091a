import CustomDump
@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Replace, update and set routes")
struct EditTests {
    @Test func replaceTopGivesANewIdentityAndKeepsTheStyle() throws {
        let stack = Stack<TestScreen>(routes: [
            .push(.inbox), .sheet(.compose, withNavigation: true),
        ])
        let old = try #require(stack.top)
        let log = EventLog(stack)
        let id = try #require(stack.replaceTop(with: .settings, name: "s"))
        let new = try #require(stack.top)
        #expect(new.id == id && id != old.id)
        #expect(new.style == old.style && new.name == "s")
        #expect(stack.baseLayer.presentedID == id)
        #expect(stack.layer(startedBy: id) != nil && stack.layer(startedBy: old.id) == nil)
        expectNoDifference(log.events, [.replaced(old: old, new: new)])
    }

    @Test func replaceTopOnAnEmptyStackWarns() {
        let stack = Stack<TestScreen>()
        let id = expectWarning(.nothingToReplace) { stack.replaceTop(with: .inbox) }
        #expect(id == nil)
        #expect(stack.routes.isEmpty)
    }

    @Test func updateScreenKeepsTheIdentity() throws {
        let stack = Stack<TestScreen>(routes: [.push(.inbox), .push(.chat(1))])
        let id = stack.routes[1].id
        let log = EventLog(stack)
        stack.updateScreen(.chat(2), forRoute: id)
        #expect(stack.routes[1].id == id)
        #expect(stack.routes[1].screen == .chat(2))
        #expect(stack.entry(for: id)?.route.screen == .chat(2))
        expectNoDifference(log.events, [.updated(stack.routes[1])])
    }

    @Test func updateScreenOfAnUnknownRouteWarns() {
        let stack = Stack<TestScreen>(routes: [.push(.inbox)])
        expectWarning(.unknownRoute) { stack.updateScreen(.settings, forRoute: .unique()) }
        #expect(stack.screens == [.inbox])
    }

    @Test func setRoutesKeepsTheCommonPrefixAndEmitsTheDifference() throws {
        let stack = Stack<TestScreen>(routes: [.push(.inbox), .push(.chat(1)), .push(.profile(1))])
        let kept = stack.routes[0]
        var edited = stack.routes[1]
        edited.screen = .chat(9)
        let added = Route.sheet(TestScreen.compose)
        let removed = stack.routes[2]
        let log = EventLog(stack)

        // Going back and presenting never share an update: two steps.
        let change = stack.setRoutes([kept, edited, added])
        #expect(change.stepCount == 2)
        expectNoDifference(stack.routes, [kept, edited])
        let step = try #require(stack.planStep)
        expectNoDifference(
            log.events, [.popped([removed]), .updated(edited), .planStepApplied(step)])

        log.clear()
        stack.reportStepSettled(step)
        expectNoDifference(stack.routes, [kept, edited, added])
        let last = StackChange.Step(planID: step.planID, index: 1, count: 2)
        expectNoDifference(log.events, [.presented(added), .planStepApplied(last)])
        #expect(stack.baseLayer.path == [kept.id, edited.id])
        #expect(stack.baseLayer.presentedID == added.id)
        #expect(change.outcomeIfEnded == .completed)
        #expect(stack.planStep == nil)
    }

    @Test func setRoutesWithTheSameRoutesEmitsNothing() {
        let stack = Stack<TestScreen>(routes: [
            .push(.inbox), .sheet(.compose, withNavigation: true),
        ])
        let log = EventLog(stack)
        stack.setRoutes(stack.routes)
        #expect(log.events.isEmpty)
    }

    @Test func setRoutesRefusesInvalidListsAndKeepsTheState() {
        let stack = Stack<TestScreen>(routes: [.push(.inbox)])
        let before = stack.routes
        let duplicate = Route.push(TestScreen.settings)
        expectWarning(.invalidRouteList) {
            stack.setRoutes([duplicate, duplicate])
        }
        expectWarning(.invalidRouteList) {
            stack.setRoutes([.fullScreenCover(.compose), .push(.settings)])
        }
        let restyled = Route(
            TestScreen.inbox, style: .sheet(withNavigation: false), id: before[0].id)
        expectWarning(.invalidRouteList) { stack.setRoutes([restyled]) }
        expectNoDifference(stack.routes, before)
    }

    @Test func routeListErrorFindsTheFirstProblem() {
        let a = Route.push(TestScreen.inbox)
        #expect(
            RouteListError.firstError(in: [
                a, .sheet(.compose, withNavigation: true), .push(.settings),
            ]) == nil)
        #expect(RouteListError.firstError(in: [a, a]) == .duplicateID(a.id, index: 1))
        let push = Route.push(TestScreen.settings)
        #expect(
            RouteListError.firstError(in: [a, .sheet(.compose), push])
                == .pushWithoutNavigation(push.id, index: 2)
        )
        #expect(
            RouteListError.validPrefixLength(of: [a, .sheet(.compose), push, .push(.inbox)]) == 2)
    }
}
