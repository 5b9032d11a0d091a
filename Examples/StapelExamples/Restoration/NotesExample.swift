import Foundation
import Stapel

/// State restoration: the stack is saved after every change and restored when the view first
/// appears, so a relaunch comes back where the user left.
///
/// The data is kept in `SceneStorage`, per scene, as the system keeps it across launches; any
/// `Binding<Data?>` works.
struct NotesExample: View {
    @State private var autosave = NavigationAutosave(Stack<NoteScreen>())
    @SceneStorage("notes.navigation") private var saved: Data?

    var body: some View {
        StapelStack(autosave.root) {
            VStack {
                Button("Work") { autosave.root.push(.folder("Work")) }
                Button("Open note 7 and share it") {
                    autosave.root.setRoutes([
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
