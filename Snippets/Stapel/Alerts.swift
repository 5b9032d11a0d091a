// Alerts and confirmation dialogs as routes of the stack.
// snippet.hide
import Stapel

// snippet.show
// snippet.screens
enum NoteScreen: Hashable {
    case note(Int)
    case editor(Int)
    case confirmDeletion(Int)  // an alert
    case discardChanges(Int)  // a confirmation dialog
}

enum NoteAction {
    case delete(Int)
    case discard(Int)
}
// snippet.end

// snippet.content
@MainActor
func describeAlerts(of stack: Stack<NoteScreen>, notes: Notes) {
    stack.setAlerts { screen -> AlertContent<NoteAction>? in
        switch screen {
        case .confirmDeletion(let id):
            AlertContent(
                "Delete note \(id)?", message: "You can't undo this.",
                buttons: [.destructive("Delete", action: .delete(id)), .cancel()])
        case .discardChanges(let id):
            AlertContent("", buttons: [.destructive("Discard Changes", action: .discard(id))])
        case .note, .editor:
            nil
        }
    } perform: { [weak stack] action in  // the stack keeps this closure: capture it weakly
        switch action {
        case .delete(let id):
            notes.delete(id)
            stack?.pop()  // the alert is gone already: this pops the note
        case .discard:
            stack?.dismiss()
        }
    }
}
// snippet.end

// snippet.present
@MainActor
func askBeforeDeleting(_ id: Int, on stack: Stack<NoteScreen>) {
    stack.present(.confirmDeletion(id), style: .alert)
}

@MainActor
func askBeforeClosing(_ id: Int, on stack: Stack<NoteScreen>) {
    stack.present(.discardChanges(id), style: .confirmationDialog)
}
// snippet.end

// snippet.link
@MainActor
func deletionLink() throws -> DeepLinkTable<NoteScreen> {
    try DeepLinkTable([
        DeepLinkPattern("notes/:id(Int)/delete") { values in
            let id: Int = try values.value("id")
            return [.push(.note(id)), .alert(.confirmDeletion(id))]
        } values: { routes in
            guard case .confirmDeletion(let id)? = routes.last?.screen else { return nil }
            return ["id": id]
        }
    ])
}
// snippet.end

// snippet.value
struct NotesFlow: View {
    @State private var routes: [Route<NoteScreen>] = []
    let notes: Notes

    var body: some View {
        StapelStack($routes) {
            Button("Note 1") { routes.push(.note(1)) }
        } destination: { screen in
            switch screen {
            case .note(let id):
                Button("Delete") { routes.present(.confirmDeletion(id), style: .alert) }
            case .editor(let id): Text("Editing \(id)")
            case .confirmDeletion, .discardChanges: EmptyView()
            }
        }
        .stapelAlerts(for: NoteScreen.self) { screen -> AlertContent<NoteAction>? in
            guard case .confirmDeletion(let id) = screen else { return nil }
            return AlertContent(
                "Delete note \(id)?",
                buttons: [.destructive("Delete", action: .delete(id)), .cancel()])
        } perform: { action in
            if case .delete(let id) = action {
                notes.delete(id)
                routes.removeAll()
            }
        }
    }
}
// snippet.end

// snippet.hide
@MainActor
final class Notes {
    func delete(_ id: Int) {}
}
