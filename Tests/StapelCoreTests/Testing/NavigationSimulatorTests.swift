import StapelCore
import StapelTesting
import Testing

@MainActor
@Suite("StapelTesting: the navigation simulator and plan helpers")
struct NavigationSimulatorTests {
    let deepLink: [Route<TestScreen>] = [
        .push(.inbox), .sheet(.compose, withNavigation: true), .push(.profile(1)),
        .sheet(.settings),
    ]

    @Test func aDeepLinkReachesTheScreenStepByStepWithNothingDropped() async {
        let simulator = NavigationSimulator<TestScreen>()
        let change = simulator.stack.setRoutes(deepLink)
        #expect(await simulator.settle())
        #expect(change.outcomeIfEnded == .completed)
        #expect(
            simulator.shown
                == deepLink.map { route in
                    simulator.stack.routes.first {
                        $0.screen == route.screen && $0.style == route.style
                    }!
                })
        #expect(simulator.droppedPresentations.isEmpty)
        #expect(simulator.invalidUpdates.isEmpty)
    }

    @Test func aPresentationAskedForDuringADismissalWaitsForIt() async {
        let simulator = NavigationSimulator<TestScreen>()
        let stack = simulator.stack
        stack.present(.compose, style: .sheet(withNavigation: false))
        await simulator.settle()
        let dismissedAt = simulator.now
        stack.dismiss()
        simulator.update()
        stack.present(.settings, style: .sheet(withNavigation: false))
        simulator.update()
        #expect(simulator.shown.isEmpty)
        await simulator.advance(by: simulator.presentationDuration - .milliseconds(1))
        #expect(simulator.shown.isEmpty)
        await simulator.advance(by: .milliseconds(1))
        #expect(simulator.shown.map(\.screen) == [.settings])
        #expect(simulator.now == dismissedAt + simulator.presentationDuration)
        #expect(await simulator.settle())
        #expect(simulator.droppedPresentations.isEmpty)
    }

    @Test func theUsersPopsReachTheStackWhenTheirTransitionEnds() async {
        let simulator = NavigationSimulator<TestScreen>()
        let stack = simulator.stack
        stack.setRoutes([.push(.inbox), .push(.chat(1)), .push(.chat(2))])
        await simulator.settle()
        simulator.userPops(2)
        #expect(simulator.shown.map(\.screen) == [.inbox])
        #expect(stack.depth == 3)
        await simulator.advance(by: simulator.pushDuration)
        #expect(stack.screens == [.inbox])
        stack.present(.compose, style: .sheet(withNavigation: false))
        await simulator.settle()
        simulator.userDismissesSheet()
        await simulator.settle()
        #expect(stack.screens == [.inbox])
    }

    @Test func reportsCanBeTakenAndDeliveredByTheTest() async {
        let simulator = NavigationSimulator<TestScreen>(capabilities: .oneChangePerUpdate)
        let stack = simulator.stack
        stack.setRoutes([.push(.inbox), .push(.chat(1))])
        simulator.update()
        let reports = simulator.takeReports()
        #expect(reports.map(\.name).contains { $0.hasPrefix("drawn") })
        #expect(stack.depth == 1)
        for report in reports { report.send() }
        #expect(stack.depth == 2)
    }

    @Test func runPlanToCompletionAppliesEveryStep() {
        let stack = Stack<TestScreen>(capabilities: .oneChangePerUpdate)
        let change = stack.setRoutes(deepLink)
        #expect(stack.runPlanToCompletion() == change.stepCount - 1)
        #expect(change.outcomeIfEnded == .completed)
        #expect(stack.screens == deepLink.map(\.screen))
        #expect(stack.runPlanToCompletion() == 0)
    }

    @Test func runtimeWarningsReachTheTest() {
        let stack = Stack<TestScreen>()
        withKnownIssue {
            stack.pop()
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .countOutOfRange
        }
    }
}
