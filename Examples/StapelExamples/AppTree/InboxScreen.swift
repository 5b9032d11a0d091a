/// A screen of the inbox tab's stack.
enum InboxScreen: Hashable, Sendable, Codable {
    case chat(Int)
    case profile(String)
    case newChat
}
