// Several windows, each with its own stack, restored per window, and links to the window they
// name.
// snippet.hide
import Foundation
import Stapel

enum NoteScreen: Hashable, Codable {
    case note(Int)
}

enum NoteLinks {
    @MainActor static let table = try! DeepLinkTable<NoteScreen>([
        DeepLinkPattern("note/:id(Int)") { values in
            [.push(.note(try values.value("id")))]
        } values: { _ in
            nil
        }
    ])
}

struct NotesList: View {
    var body: some View { Text("Notes") }
}

struct NoteView: View {
    let screen: NoteScreen
    var body: some View { Text(String(describing: screen)) }
}

// snippet.show
// snippet.app
struct NotesApp: App {
    @State private var windows = KeyedNavigation<SceneID, Stack<NoteScreen>>(
        selection: SceneID(rawValue: "main"))

    var body: some Scene {
        WindowGroup(id: "notes") {
            StapelWindowStack(windows, links: NoteLinks.table, windowID: "notes") {
                NotesList()
            } destination: { screen in
                NoteView(screen: screen)
            }
        }
    }
}
// snippet.end

// snippet.link
@MainActor
func replyLink(
    to note: Int, from scene: SceneID, in windows: KeyedNavigation<SceneID, Stack<NoteScreen>>
) -> URL {
    // Opens in the window it came from, or in a new window if that one was closed.
    windows.link(URL(string: "notes://note/\(note)")!, in: scene)
}

// A view finds its window in the environment.
struct ReplyButton: View {
    let note: Int
    let windows: KeyedNavigation<SceneID, Stack<NoteScreen>>
    @Environment(\.stapelSceneID) private var scene

    var body: some View {
        if let scene {
            Text(replyLink(to: note, from: scene, in: windows).absoluteString)
        }
    }
}
// snippet.end
