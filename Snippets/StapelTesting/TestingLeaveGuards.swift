// Driving a leave guard in an app's own test, with the simulator.
// snippet.hide
import StapelCore
import StapelTesting
import Testing

enum Screen: Hashable, Sendable {
    case drafts
    case editor(Int)
    case discardChanges
}

// snippet.show
// snippet.guard
@MainActor
@Test func leavingAnUnsavedEditorAsksFirst() async {
    let simulator = NavigationSimulator<Screen>()
    let stack = simulator.stack
    stack.setAlerts { screen -> AlertContent<Never>? in
        guard case .discardChanges = screen else { return nil }
        return AlertContent(
            "Discard your changes?", buttons: [.allowingLeave("Discard"), .cancel("Keep Editing")])
    } perform: { _ in
    }
    stack.push(.drafts)
    let editor = stack.push(.editor(1)).routeID!
    stack.setLeaveGuard({ .ask(.confirmationDialog(.discardChanges)) }, for: editor)
    await simulator.settle()

    // The back button of a guarded screen asks its guard.
    simulator.userPops()
    await simulator.settle()
    #expect(simulator.shownAlert?.title == "Discard your changes?")

    simulator.userAnswersAlert("Keep Editing")
    await simulator.settle()
    #expect(simulator.shown.map(\.screen) == [.drafts, .editor(1)])

    simulator.userPops()
    await simulator.settle()
    simulator.userAnswersAlert("Discard")
    await simulator.settle()
    #expect(simulator.shown.map(\.screen) == [.drafts])
}
// snippet.end
