import Foundation
import Stapel

/// State restoration: the stack is saved after every change and restored when the view first
/// appears, so a relaunch comes back where the user left.
///
/// On a device, keep the data in `@SceneStorage("notes.navigation") private var saved: Data?`;
/// any `Binding<Data?>` works, which is what lets this example run anywhere.
struct NotesExample: View {
    @State private var autosave = StackAutosave(stack: Stack<NoteScreen>())
    @State private var saved: Data?

    var body: some View {
        StapelStack(autosave.stack) {
            VStack {
                Button("Work") { autosave.stack.push(.folder("Work")) }
                Button("Open note 7 and share it") {
                    autosave.stack.setRoutes([
                        .push(.folder("Work")), .push(.note(7)), .sheet(.share(7)),
                    ])
                }
            }
            .navigationTitle("Notes")
        } destination: { screen in
            switch screen {
            case .folder(let name): Text("Folder \(name)")
            case .note(let id): Text("Note \(id)")
            case .share(let id): Text("Share note \(id)")
            }
        }
        .stapelAutosave(autosave, in: $saved)
    }
}
