import Stapel

/// A chat, pushed as a value onto a `Stack<AnyScreen>` and drawn by its registered destination.
struct ChatID: Hashable, Sendable {
    let rawValue: Int
}
