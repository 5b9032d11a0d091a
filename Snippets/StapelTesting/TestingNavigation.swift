// Testing an app's navigation with StapelTesting and Swift Testing.
// snippet.hide
import StapelCore
import StapelTesting
import Testing

// snippet.show
// snippet.model
enum Screen: Hashable, Sendable {
    case inbox
    case chat(Int)
    case compose
    case attachments
}

@MainActor
final class InboxModel {
    let stack: Stack<Screen>

    init(stack: Stack<Screen>) {
        self.stack = stack
    }

    func openDraft() {
        stack.setRoutes([
            .push(.inbox), .sheet(.compose, withNavigation: true), .push(.attachments),
        ])
    }

    func close() {
        stack.dismiss()
    }

    func backToInbox() {
        stack.goBack(to: .name("inbox"))
    }
}
// snippet.end

// snippet.synchronous
@MainActor
@Test func openingADraftShowsItsAttachments() {
    let stack = Stack<Screen>()
    let model = InboxModel(stack: stack)

    model.openDraft()
    stack.runPlanToCompletion()

    #expect(stack.routes.map(\.screen) == [.inbox, .compose, .attachments])
}
// snippet.end

// snippet.simulator
@MainActor
@Test func theDraftReachesTheScreenAndTheUserSwipesItAway() async {
    let simulator = NavigationSimulator<Screen>()
    let model = InboxModel(stack: simulator.stack)

    model.openDraft()
    #expect(await simulator.settle())
    #expect(simulator.shown.map(\.screen) == [.inbox, .compose, .attachments])
    #expect(simulator.droppedPresentations.isEmpty)

    simulator.userDismissesSheet()
    await simulator.settle()
    #expect(simulator.stack.routes.map(\.screen) == [.inbox])
}
// snippet.end

// snippet.owned
@MainActor
final class AppCoordinator {
    let stack = Stack<Screen>()

    func openInbox() { stack.setRoutes([.push(.inbox), .push(.chat(1))]) }
}

@MainActor
@Test func theCoordinatorsStackReachesTheScreen() async {
    let coordinator = AppCoordinator()
    let simulator = NavigationSimulator(drawing: coordinator.stack)

    coordinator.openInbox()
    #expect(await simulator.settle())
    #expect(simulator.shown.map(\.screen) == [.inbox, .chat(1)])
}

@MainActor
@Test func aRouteListHeldAsAValue() async {
    let simulator = NavigationSimulator<Screen>(routes: [])

    simulator.routes.push(.inbox)
    simulator.routes.presentSheet(.compose, withNavigation: true)
    #expect(await simulator.settle())

    simulator.userDismissesSheet()
    await simulator.settle()
    #expect(simulator.routes.map(\.screen) == [.inbox])
}
// snippet.end

// snippet.user
@MainActor
@Test func aPopByTheUserReachesTheStackWhenItsTransitionEnds() async {
    let simulator = NavigationSimulator<Screen>()
    let stack = simulator.stack
    stack.push(.inbox)
    stack.push(.chat(1))
    await simulator.settle()

    simulator.userPops()
    #expect(stack.routes.count == 2)  // the back transition is still running
    await simulator.advance(by: simulator.pushDuration)
    #expect(stack.routes.map(\.screen) == [.inbox])
}
// snippet.end

// snippet.warnings
@MainActor
@Test func goingBackToAnInboxThatIsNotThereWarns() {
    let model = InboxModel(stack: Stack<Screen>())
    withKnownIssue {
        model.backToInbox()
    } matching: { issue in
        (issue.error as? StapelWarning)?.kind == .unknownName
    }
}

@MainActor
@Test func closingWithNothingPresentedDoesNothing() {
    let model = InboxModel(stack: Stack<Screen>())
    model.close()  // a harmless call: no warning, so no issue
    #expect(model.stack.routes.isEmpty)
}
// snippet.end

// snippet.hostile
@MainActor
@Test func lateAndDuplicatedReportsAreIgnored() async {
    let simulator = NavigationSimulator<Screen>(capabilities: .oneChangePerUpdate)
    let model = InboxModel(stack: simulator.stack)
    model.openDraft()
    simulator.update()
    let reports = simulator.takeReports()
    for report in reports + reports { report.send() }
    #expect(await simulator.settle())
    #expect(simulator.invalidUpdates.isEmpty)
}
// snippet.end
