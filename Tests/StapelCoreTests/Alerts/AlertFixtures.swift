import StapelCore

/// The screens of a small list app whose alerts ask before deleting.
enum ListScreen: Hashable, Sendable, Codable {
    case list
    case item(Int)
    case edit(Int)
    case confirmDeletion(Int)
    case discardChanges
    case unknownQuestion
}

/// What the list app's alert buttons ask of it.
enum ListAction: Hashable, Sendable {
    case delete(Int)
    case keepEditing
    case discard
    case push(ListScreen)
}

/// The list app's model: it performs the actions of its alerts, and records them.
@MainActor
final class ListModel {
    let stack: Stack<ListScreen>
    private(set) var performed: [ListAction] = []
    private(set) var items = [1, 2, 3, 4]

    init(stack: Stack<ListScreen>) {
        self.stack = stack
        stack.setAlerts { screen in
            ListModel.alert(for: screen)
        } perform: { [weak self] action in
            self?.perform(action)
        }
    }

    static func alert(for screen: ListScreen) -> AlertContent<ListAction>? {
        switch screen {
        case .confirmDeletion(let id):
            AlertContent(
                "Delete item \(id)?", message: "You can't undo this.",
                buttons: [.destructive("Delete", action: .delete(id)), .cancel()])
        case .discardChanges:
            AlertContent(
                "",
                buttons: [
                    .destructive("Discard", action: .discard),
                    .cancel("Keep Editing", action: .keepEditing),
                ])
        case .list, .item, .edit, .unknownQuestion:
            nil
        }
    }

    func perform(_ action: ListAction) {
        performed.append(action)
        switch action {
        case .delete(let id):
            items.removeAll { $0 == id }
            stack.pop(to: .root)
        case .push(let screen):
            stack.push(screen)
        case .keepEditing, .discard:
            break
        }
    }
}
