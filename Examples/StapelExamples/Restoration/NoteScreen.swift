import Stapel

/// The screens of the notes example. `Codable`, so the stack can be saved and restored.
enum NoteScreen: Hashable, Codable, Sendable {
    case folder(String)
    case note(Int)
    case share(Int)
}
