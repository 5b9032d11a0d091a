// Saving and restoring a stack.
// snippet.hide
import Foundation
import Stapel

// snippet.show
// snippet.codable
enum NoteScreen: Hashable, Codable, Sendable {
    case folder(String)
    case note(Int)
    case share(Int)
}

@MainActor
func saveAndRestore(_ stack: Stack<NoteScreen>) throws {
    let data = try stack.snapshotData()  // JSON: screens, styles, names and identities

    let relaunched = Stack<NoteScreen>()
    let result = try relaunched.restore(from: data)
    if !result.isComplete {
        print("dropped \(result.dropped)")  // routes this version can't read back
    }
}
// snippet.end

// snippet.swiftui
struct NotesRoot: View {
    @SceneStorage("notes.navigation") private var savedNavigation: Data?
    @State private var autosave = NavigationAutosave(Stack<NoteScreen>())

    var body: some View {
        StapelStack(autosave.root) {
            Button("Work") { autosave.root.push(.folder("Work")) }
        } destination: { screen in
            Text(String(describing: screen))
        }
        .stapelAutosave(autosave, in: $savedNavigation)
    }
}
// snippet.end

// snippet.registry
struct Recipe: Hashable, Codable, Sendable {
    var id: Int
}

@MainActor
func saveMixed(_ stack: Stack<AnyScreen>) throws -> Data {
    var registry = ScreenTypeRegistry()
    registry.register(Recipe.self, as: "recipe")  // a stable name: keep it once shipped
    registry.register(String.self, as: "text")
    return try stack.snapshotData(using: registry)
}
// snippet.end

// snippet.anystorage
@MainActor
func keepInUserDefaults(_ stack: Stack<NoteScreen>) -> NavigationAutosave<Stack<NoteScreen>> {
    let autosave = NavigationAutosave(stack)
    autosave.start(restoringFrom: UserDefaults.standard.data(forKey: "navigation")) { data in
        UserDefaults.standard.set(data, forKey: "navigation")
    }
    return autosave
}
// snippet.end

// snippet.hide
try saveAndRestore(Stack<NoteScreen>(routes: [.push(.folder("Work")), .push(.note(7))]))
_ = try saveMixed(Stack<AnyScreen>())
