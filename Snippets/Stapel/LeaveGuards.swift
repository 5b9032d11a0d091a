// Guards on leaving a screen: the screen decides whether the user or the program may take it
// away, and may ask first.
// snippet.hide
import Stapel

// snippet.show
// snippet.screens
enum DraftScreen: Hashable {
    case drafts
    case editor(Int)
    case discardChanges  // the question the editor asks
}
// snippet.end

// snippet.view
struct EditorView: View {
    let id: Int
    @State private var text = ""

    var body: some View {
        TextField("Draft \(id)", text: $text)
            .stapelLeaveGuard(for: DraftScreen.self) {
                text.isEmpty ? .allow : .ask(.confirmationDialog(.discardChanges))
            }
    }
}
// snippet.end

// snippet.question
@MainActor
func describeQuestions(of stack: Stack<DraftScreen>) {
    stack.setAlerts { screen -> AlertContent<Never>? in
        guard case .discardChanges = screen else { return nil }
        return AlertContent(
            "Discard your changes?",
            buttons: [.allowingLeave("Discard"), .cancel("Keep Editing")])
    } perform: { _ in
    }
}
// snippet.end

// snippet.stack
@MainActor
final class EditorModel {
    let stack: Stack<DraftScreen>
    var unsaved: Set<Int> = []

    init(stack: Stack<DraftScreen>) {
        self.stack = stack
    }

    func openEditor(_ id: Int) {
        guard let route = stack.push(.editor(id)).routeID else { return }
        stack.setLeaveGuard(
            { [weak self] in
                self?.unsaved.contains(id) == true
                    ? .ask(.confirmationDialog(.discardChanges)) : .allow
            }, for: route)
    }
}
// snippet.end

// snippet.outcome
@MainActor
func openDrafts(on stack: Stack<DraftScreen>) async {
    let change = stack.setRoutes([.push(.drafts)])
    if case .leaveRefused(let id) = await change.outcome {
        print("the screen of \(id) stayed: the user kept editing")
    }
}
// snippet.end
