@_spi(StapelUI) import StapelCore
import StapelTesting
import Testing

@MainActor
@Suite("Leave guards in the simulator: the user meets the guard as under NavigationStack")
struct LeaveGuardSimulatorTests {
    /// A simulator showing notes → editor 1, whose guard decides as `decision` says.
    func simulator(_ decision: LeaveDecision<NoteScreen>) async -> (
        NavigationSimulator<NoteScreen>, RouteID
    ) {
        let simulator = NavigationSimulator<NoteScreen>()
        let stack = simulator.stack
        stack.setAlerts { screen -> AlertContent<NoteAction>? in
            guard case .discardDraft = screen else { return nil }
            return AlertContent("Discard?", buttons: [.allowingLeave("Discard"), .cancel("Keep")])
        } perform: { _ in
        }
        stack.push(.notes)
        let editor = stack.push(.editor(1)).routeID!
        stack.setLeaveGuard({ decision.fresh }, for: editor)
        await simulator.settle()
        return (simulator, editor)
    }

    @Test func theBackButtonOfAGuardedScreenAsksAtOnceWhateverTheCount() async {
        for count in [1, 2] {
            let (simulator, _) = await simulator(.ask(.confirmationDialog(.discardDraft)))
            simulator.userPops(count)
            // Stapel's back button: nothing left the screen before the guard answered.
            #expect(simulator.stack.screens == [.notes, .editor(1), .discardDraft])
            await simulator.settle()
            #expect(simulator.shownAlert?.title == "Discard?")
            simulator.userAnswersAlert("Discard")
            await simulator.settle()
            #expect(simulator.shown.map(\.screen) == [.notes])
        }
    }

    @Test func aRefusedBackLeavesTheScreenAsItWas() async {
        let (simulator, _) = await simulator(.refuse)
        let log = EventLog(simulator.stack)
        simulator.userPops()
        await simulator.settle()
        #expect(simulator.shown.map(\.screen) == [.notes, .editor(1)])
        #expect(log.events.count == 1)
    }

    @Test func inTheCustomContainerTheSwipeGoesFirstAndTheScreenComesBack() async {
        let (simulator, _) = await simulator(.refuse)
        simulator.drawsSystemBackButton = false
        simulator.userPops()
        #expect(simulator.shown.map(\.screen) == [.notes])
        await simulator.settle()
        #expect(simulator.shown.map(\.screen) == [.notes, .editor(1)])
        #expect(simulator.stack.screens == [.notes, .editor(1)])
    }

    @Test func aSheetShowingAGuardedScreenCannotBeSwipedDown() async {
        let simulator = NavigationSimulator<NoteScreen>()
        let stack = simulator.stack
        stack.present(.editor(2), style: .sheet(withNavigation: true))
        let inside = stack.push(.history).routeID!
        stack.setLeaveGuard({ .refuse }, for: inside)
        await simulator.settle()
        simulator.userDismissesSheet()
        await simulator.settle()
        #expect(simulator.shown.map(\.screen) == [.editor(2), .history])
        stack.setLeaveGuard(nil, for: inside)
        simulator.userDismissesSheet()
        await simulator.settle()
        #expect(simulator.shown.isEmpty)
    }
}
