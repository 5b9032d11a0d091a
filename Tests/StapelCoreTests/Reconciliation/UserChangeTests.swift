import Clocks
import Testing

@_spi(StapelUI) @testable import StapelCore

/// Every report of something the user did goes through one definition of a user change: the
/// rest of a running plan is cancelled, the change animates, the routes leave with the user's
/// events, and no presentation waits for a dismissal the user made.
@MainActor
@Suite("The user's change, however it is reported")
struct UserChangeTests {
    /// What a report did to a stack.
    struct Effects: Equatable {
        var applied: Bool
        var planCancelled: Bool
        var animates: Bool
        var events: [String]
        var waitsForADismissal: Bool
    }

    /// A drawn stack with a settled sheet (pushes below and inside it) and an unanimated plan
    /// half-way through; then the report, and what it did.
    func effects(of report: (Stack<Int>, _ sheet: RouteID) -> Bool) async -> Effects {
        let clock = TestClock()
        let stack = Stack<Int>(
            routes: [.push(1), .sheet(2, withNavigation: true), .push(3)],
            capabilities: .oneChangePerUpdate, clock: clock, settleTimeout: .seconds(5))
        let sheet = stack.routes[1].id
        stack.reportScreenAppeared(.root)
        stack.reportScreenAppeared(.route(sheet))
        for _ in 0..<100 { await Task.yield() }
        await clock.advance(by: .milliseconds(500))
        for _ in 0..<100 { await Task.yield() }
        let change = stack.withoutAnimation {
            stack.setRoutes(stack.routes + [.push(4), .push(5), .push(6)])
        }
        var events: [String] = []
        let subscription = stack.onEvent { event in
            switch event {
            case .popped(let routes): events.append("popped \(routes.map(\.screen))")
            case .dismissed(let routes): events.append("dismissed \(routes.map(\.screen))")
            case .poppedByUser(let routes): events.append("popped by user \(routes.map(\.screen))")
            case .dismissedByUser(let routes):
                events.append("dismissed by user \(routes.map(\.screen))")
            case .planCancelled: events.append("plan cancelled")
            default: events.append("other")
            }
        }
        #expect(!stack.animatesChanges)
        #expect(stack.planStep != nil)
        let applied = report(stack, sheet)
        subscription.cancel()
        return Effects(
            applied: applied,
            planCancelled: change.outcomeIfEnded == .cancelled && stack.planStep == nil,
            animates: stack.animatesChanges, events: events,
            waitsForADismissal: stack.isWatchingPresentations)
    }

    @Test func aPopReportedByAPathBindingIsAUserChange() async {
        let effects = await effects { stack, sheet in
            stack.reportPath([], ofLayerStartedBy: sheet)
        }
        #expect(
            effects
                == Effects(
                    applied: true, planCancelled: true, animates: true,
                    events: ["plan cancelled", "popped by user [3, 4]"], waitsForADismissal: false))
    }

    @Test func aPopReportedByALinkedPathBindingIsTheSameUserChange() async {
        let reference = await effects { stack, sheet in
            stack.reportPath([], ofLayerStartedBy: sheet)
        }
        let linked = await effects { stack, sheet in
            stack.reportLinkedPath([], ofLayerStartedBy: sheet) { _ in nil }
            return true
        }
        #expect(linked == reference)
    }

    @Test func aSwipeBackInTheCustomContainerIsTheSameUserChange() async {
        let reference = await effects { stack, sheet in
            stack.reportPath(
                Array(stack.layer(startedBy: sheet)!.path.dropLast()), ofLayerStartedBy: sheet)
        }
        let swiped = await effects { stack, sheet in
            let path = stack.layer(startedBy: sheet)!.path
            var swipe = SwipeBackGesture()
            swipe.drag(
                SwipeBackGesture.Sample(startX: 4, translationX: 120, width: 390), path: path)
            let outcome = swipe.end(
                SwipeBackGesture.Sample(startX: 4, translationX: 240, width: 390), path: path
            ) { stack.reportPath($0, ofLayerStartedBy: sheet) }
            return outcome == .completed
        }
        #expect(swiped == reference)
        #expect(swiped.events == ["plan cancelled", "popped by user [4]"])
    }

    @Test func aSheetSwipedDownIsAUserChange() async {
        let effects = await effects { stack, sheet in stack.reportDismissal(of: sheet) }
        #expect(
            effects
                == Effects(
                    applied: true, planCancelled: true, animates: true,
                    events: ["plan cancelled", "dismissed by user [2, 3, 4]"],
                    waitsForADismissal: false))
    }

    @Test func aSheetSwipedDownThroughItsItemBindingIsTheSameUserChange() async {
        let reference = await effects { stack, sheet in stack.reportDismissal(of: sheet) }
        let binding = await effects { stack, _ in
            stack.reportPresentedID(nil, as: .sheet, over: stack.baseLayer)
        }
        #expect(binding == reference)
    }

    /// The program's dismissal of the same sheet is not a user change: it waits for the
    /// dismissal to end, and its events are the program's.
    @Test func theProgramsDismissalIsNot() async {
        let effects = await effects { stack, _ in !stack.dismiss().isEmpty }
        #expect(effects.events == ["plan cancelled", "dismissed [2, 3, 4]"])
        #expect(effects.waitsForADismissal)
    }
}
