// Answering an alert in an app's own test, with the simulator.
// snippet.hide
import StapelCore
import StapelTesting
import Testing

enum Screen: Hashable, Sendable {
    case item(Int)
    case confirmDeletion(Int)
}

enum ItemAction: Equatable {
    case delete(Int)
}

// snippet.show
// snippet.answer
@MainActor
@Test func deletingAnItemAsksFirst() async {
    let simulator = NavigationSimulator<Screen>()
    var actions: [ItemAction] = []
    simulator.stack.setAlerts { screen -> AlertContent<ItemAction>? in
        guard case .confirmDeletion(let id) = screen else { return nil }
        return AlertContent(
            "Delete item \(id)?", buttons: [.destructive("Delete", action: .delete(id)), .cancel()])
    } perform: { action in
        actions.append(action)
    }
    simulator.stack.push(.item(4))
    simulator.stack.present(.confirmDeletion(4), style: .alert)
    await simulator.settle()

    #expect(simulator.shownAlert?.title == "Delete item 4?")
    #expect(simulator.shownAlert?.buttons.map(\.label) == ["Delete", "Cancel"])
    simulator.userAnswersAlert("Delete")
    await simulator.settle()

    #expect(actions == [.delete(4)])
    #expect(simulator.shown.map(\.screen) == [.item(4)])
}
// snippet.end
