import StapelCore
import StapelTesting
import Testing

/// Calls whose effect is already true do nothing and report nothing, on a `Stack` and on a
/// route list alike (issue 23, point 2).
@MainActor
@Suite("Quiet no-ops")
struct QuietNoOpTests {
    @Test func harmlessCallsOnAnEmptyStackReportNothing() {
        let stack = Stack<TestScreen>()
        let log = EventLog(stack)
        expectNoWarning {
            #expect(stack.popToRoot().isEmpty)
            #expect(stack.pop(to: .root).isEmpty)
            #expect(stack.dismiss().isEmpty)
            #expect(stack.dismissAll().isEmpty)
            #expect(stack.goBack(to: .root).isEmpty)
            #expect(stack.pop(0).isEmpty)
            #expect(stack.goBack(0).isEmpty)
            #expect(stack.pop(to: .matching { _ in false }).isEmpty)
            #expect(stack.goBack(to: .screen(.settings)).isEmpty)
        }
        #expect(stack.routes.isEmpty)
        #expect(log.events.isEmpty)
    }

    @Test func aNoOpLeavesAMultiStepChangeRunning() {
        // Two pushes on a platform that draws one change per update take two steps; a call
        // whose effect is already true is no change of the program's, and cancels nothing.
        let stack = Stack<TestScreen>(capabilities: .oneChangePerUpdate)
        let change = stack.setRoutes([.push(.inbox), .push(.chat(1))])
        #expect(stack.isRunningPlan)
        expectNoWarning {
            #expect(stack.pop(0).isEmpty)
            #expect(stack.goBack(0).isEmpty)
            #expect(stack.dismiss().isEmpty)
            #expect(stack.pop(to: .matching { _ in false }).isEmpty)
        }
        #expect(stack.isRunningPlan)
        stack.settle()
        #expect(change.outcomeIfEnded == .completed)
        #expect(stack.screens == [.inbox, .chat(1)])
    }

    @Test func aLogOutFromTheRootReportsNothing() {
        let stack = Stack<TestScreen>()
        expectNoWarning {
            stack.dismissAll()
            stack.popToRoot()
        }
        #expect(stack.routes.isEmpty)
    }

    @Test func popToRootInsideASheetAtItsRootReportsNothing() {
        let stack = Stack<TestScreen>(routes: [
            .push(.inbox), .sheet(.compose, withNavigation: true),
        ])
        let popped = expectNoWarning { stack.popToRoot() }
        #expect(popped.isEmpty)
        #expect(stack.screens == [.inbox, .compose])
    }

    @Test func aTargetAlreadyOnTopReportsNothing() {
        let stack = Stack<TestScreen>(routes: [.push(.inbox, name: "inbox")])
        expectNoWarning {
            #expect(stack.pop(to: .name("inbox")).isEmpty)
            #expect(stack.goBack(to: .name("inbox")).isEmpty)
        }
        #expect(stack.screens == [.inbox])
    }

    @Test func harmlessCallsOnAnEmptyRouteListReportNothing() {
        var routes: [Route<TestScreen>] = []
        expectNoWarning {
            routes.popToRoot()
            routes.dismiss()
            routes.dismissAll()
            routes.goBackToRoot()
            routes.goBack(to: .root)
            routes.pop(to: .root)
            routes.pop(0)
            routes.goBack(0)
            routes.goBack(to: .matching { _ in false })
            routes.pop(to: .screen(.settings))
        }
        #expect(routes.isEmpty)
    }

    @Test func harmlessCallsOnARouteListWithPushesReportNothing() {
        var routes: [Route<TestScreen>] = [.push(.inbox), .push(.chat(1))]
        expectNoWarning {
            routes.dismiss()
            routes.dismissAll()
        }
        #expect(routes.map(\.screen) == [.inbox, .chat(1)])
    }

    @Test func realMisuseStillWarns() {
        let stack = Stack<TestScreen>(routes: [.sheet(.compose)])
        expectWarning(.noNavigation) { stack.push(.inbox) }
        expectWarning(.negativeCount) { stack.pop(-1) }
        expectWarning(.unknownName) { stack.goBack(to: .name("nowhere")) }
        #expect(stack.screens == [.compose])
    }
}
