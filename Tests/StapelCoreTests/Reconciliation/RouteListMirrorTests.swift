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

    /// Issue 18.5: a value that repeats a name is refused, and set back to what the stack shows.
    @Test func aValueThatRepeatsANameIsSetBack() {
        let (mirror, box) = mirror()
        let shown: [Route<TestScreen>] = [.push(.inbox, name: "inbox")]
        mirror.valueChanged(to: shown)
        #expect(mirror.stack.routes == shown)
        let repeated = shown + [.push(.settings, name: "inbox")]
        withKnownIssue {
            mirror.valueChanged(to: repeated)
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .invalidRouteList
        }
        #expect(mirror.stack.routes == shown)
        #expect(box.writes == [shown])
    }

    @Test func theUsersPopIsWrittenBack() {
        let (mirror, box) = mirror()
        mirror.valueChanged(to: Array(target.prefix(2)))
        mirror.stack.reportStepSettled(mirror.stack.planStep)
        mirror.stack.reportPath([target[0].id], ofLayerStartedBy: nil)
        #expect(box.writes == [[target[0]]])
    }
}

/// A value that rebuilds the screens showing keeps them, and keeps its own identities.
@MainActor
@Suite("A rebuilt route list held as a value")
struct RebuiltValueTests {
    @Test func theStackKeepsTheScreensShowingAndTheValueKeepsItsIdentities() {
        let stack = Stack<TestScreen>(capabilities: .oneChangePerUpdate, clock: TestClock())
        let mirror = RouteListMirror(stack: stack)
        var value: [Route<TestScreen>] = []
        mirror.connect { value = $0 }
        mirror.valueChanged(to: [.push(.inbox)])
        let shown = stack.routes[0].id
        let log = EventLog(stack)

        let rebuilt: [Route<TestScreen>] = [.push(.inbox), .push(.chat(1))]
        mirror.valueChanged(to: rebuilt)
        #expect(stack.routes.map(\.id) == [shown, rebuilt[1].id])
        #expect(routeEvents(log.events) == [.pushed(rebuilt[1])])
        #expect(value.isEmpty)

        // The user's pop reaches the value under the value's identities.
        stack.reportPath([shown], ofLayerStartedBy: nil)
        #expect(value == [rebuilt[0]])

        // An edit of the value's route edits the route showing, in place.
        var edited = value
        edited[0].screen = .settings
        log.clear()
        mirror.valueChanged(to: edited)
        #expect(stack.routes.map(\.id) == [shown])
        #expect(stack.screens == [.settings])
        #expect(routeEvents(log.events) == [.updated(stack.routes[0])])

        // An edit by the screen reaches the value under the value's identity.
        stack.updateScreen(.inbox, forRoute: shown)
        #expect(value == [rebuilt[0]])
    }

    @Test func aValueThatRebuildsEveryScreenShowingKeepsItsIdentities() {
        let stack = Stack<TestScreen>(clock: TestClock())
        let mirror = RouteListMirror(stack: stack)
        var value: [Route<TestScreen>] = []
        mirror.connect { value = $0 }
        mirror.valueChanged(to: [.push(.inbox), .push(.chat(1))])
        let shown = stack.routes.map(\.id)
        let log = EventLog(stack)

        // Every route of the new value shows what the stack shows: nothing changes on screen.
        let rebuilt: [Route<TestScreen>] = [.push(.inbox), .push(.chat(1))]
        mirror.valueChanged(to: rebuilt)
        #expect(stack.routes.map(\.id) == shown)
        #expect(log.events.isEmpty)

        // The user's pop reaches the value under the value's identities.
        stack.reportPath([shown[0]], ofLayerStartedBy: nil)
        #expect(value == [rebuilt[0]])
    }

    @Test func anEditByTheScreenDuringThePlanReachesTheValueUnderItsIdentity() {
        let stack = Stack<TestScreen>(capabilities: .oneChangePerUpdate, clock: TestClock())
        let mirror = RouteListMirror(stack: stack)
        var writes: [[Route<TestScreen>]] = []
        mirror.connect { writes.append($0) }
        mirror.valueChanged(to: [.push(.inbox)])
        let shown = stack.routes[0].id
        let rebuilt: [Route<TestScreen>] = [.push(.inbox), .push(.chat(1)), .push(.chat(2))]
        mirror.valueChanged(to: rebuilt)
        #expect(stack.isRunningPlan)
        stack.updateScreen(.settings, forRoute: shown)
        var expected = rebuilt
        expected[0].screen = .settings
        #expect(writes == [expected])
    }
}

/// A sheet the stack shows under its own identity is reported to the app under the value's.
@MainActor
@Suite("A dismissal of a rebuilt route held as a value")
struct RebuiltValueDismissalTests {
    @Test func theDismissedRouteCarriesTheValuesIdentity() {
        let stack = Stack<TestScreen>(capabilities: .oneChangePerUpdate, clock: TestClock())
        var dismissals: [RouteDismissal<TestScreen>] = []
        let mirror = RouteListMirror(stack: stack)
        mirror.connect({ _ in }, onDismiss: { dismissals.append($0) })
        mirror.valueChanged(to: [.sheet(.compose, withNavigation: true)])
        let shown = stack.routes[0].id
        let rebuilt: [Route<TestScreen>] = [
            .sheet(.compose, withNavigation: true), .push(.chat(1)),
        ]
        mirror.valueChanged(to: rebuilt)
        #expect(stack.routes[0].id == shown)
        #expect(shown != rebuilt[0].id)

        stack.reportDismissal(of: shown)
        #expect(dismissals.map(\.route.id) == [rebuilt[0].id])
        #expect(dismissals.map(\.cause) == [.user])
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
