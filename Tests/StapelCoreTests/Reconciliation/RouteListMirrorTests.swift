import Clocks
@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("A route list held as a value, mirrored by a stack")
struct RouteListMirrorTests {
    let target: [Route<TestScreen>] = [
        .push(.inbox), .push(.chat(1)), .sheet(.compose, withNavigation: true),
    ]

    func mirror() -> (RouteListMirror<TestScreen>, Box) {
        let stack = Stack<TestScreen>(capabilities: .oneChangePerUpdate, clock: TestClock())
        let mirror = RouteListMirror(stack: stack)
        let box = Box()
        mirror.connect { box.writes.append($0) }
        return (mirror, box)
    }

    /// The value as the app holds it: what the mirror wrote into it.
    final class Box {
        var writes: [[Route<TestScreen>]] = []
    }

    @Test func theValueKeepsTheTargetWhileThePlanRuns() {
        let (mirror, box) = mirror()
        mirror.valueChanged(to: target)
        #expect(mirror.stack.isRunningPlan)
        #expect(box.writes.isEmpty)
        mirror.stack.reportStepSettled(mirror.stack.planStep)
        mirror.stack.reportStepSettled(mirror.stack.planStep)
        #expect(mirror.stack.routes == target)
        #expect(box.writes.isEmpty)
    }

    @Test func anEditInPlaceDuringThePlanIsWrittenIntoTheTarget() {
        let (mirror, box) = mirror()
        mirror.valueChanged(to: target)
        mirror.stack.updateScreen(.inbox, forRoute: target[0].id)
        #expect(box.writes.isEmpty)
        mirror.stack.updateScreen(.chat(9), forRoute: target[0].id)
        var edited = target
        edited[0].screen = .chat(9)
        #expect(box.writes == [edited])
        #expect(mirror.stack.isRunningPlan)
        // The app's value now holds the edit: handing it back starts nothing new.
        mirror.valueChanged(to: edited)
        #expect(mirror.stack.isRunningPlan)
        mirror.stack.reportStepSettled(mirror.stack.planStep)
        mirror.stack.reportStepSettled(mirror.stack.planStep)
        #expect(mirror.stack.routes == edited)
        #expect(box.writes == [edited])
    }

    @Test func theUsersPopIsWrittenBack() {
        let (mirror, box) = mirror()
        mirror.valueChanged(to: Array(target.prefix(2)))
        mirror.stack.reportStepSettled(mirror.stack.planStep)
        mirror.stack.reportPath([target[0].id], ofLayerStartedBy: nil)
        #expect(box.writes == [[target[0]]])
    }
}

@Suite("The presentations an event dismissed")
struct RouteDismissalTests {
    @Test func onlyPresentedRoutesAreDismissalsWithTheEventsCause() {
        let sheet = Route.sheet(TestScreen.compose, withNavigation: true)
        let inSheet = Route.push(TestScreen.chat(1))
        let cover = Route.fullScreenCover(TestScreen.settings)
        #expect(
            RouteDismissal.dismissals(in: .dismissedByUser([sheet, inSheet, cover]))
                == [RouteDismissal(route: sheet, cause: .user), .init(route: cover, cause: .user)])
        #expect(
            RouteDismissal.dismissals(in: .dismissed([sheet]))
                == [RouteDismissal(route: sheet, cause: .program)])
        #expect(RouteDismissal.dismissals(in: .popped([inSheet])).isEmpty)
        #expect(RouteDismissal.dismissals(in: .poppedByUser([inSheet])).isEmpty)
        #expect(
            RouteDismissal.dismissals(in: .replaced(old: cover, new: sheet))
                == [RouteDismissal(route: cover, cause: .program)])
        #expect(RouteDismissal.dismissals(in: .replaced(old: inSheet, new: sheet)).isEmpty)
    }
}
