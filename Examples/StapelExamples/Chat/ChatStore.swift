import Observation
import Stapel

/// The chats and their messages: a stand-in for a sync engine.
@MainActor
@Observable
final class ChatStore {
    private(set) var messages: [ChatID: [String]] = [:]
    private(set) var unread: Set<ChatID> = []

    let chats = [ChatID(rawValue: 1), ChatID(rawValue: 2), ChatID(rawValue: 3)]

    func messages(in chat: ChatID) -> [String] { messages[chat] ?? [] }

    /// A message arrives: store it, then ask the stack what to show. The evaluator of the layer
    /// on top decides: the open chat takes it in place (case A), anything else offers a bubble
    /// that opens the chat when tapped (case B).
    func receive(_ text: String, in chat: ChatID, on stack: Stack<AnyScreen>) {
        messages[chat, default: []].append(text)
        unread.insert(chat)
        stack.push(AnyScreen(chat), context: PushContext().setting(\.incomingChat, to: chat))
    }

    func markRead(_ chat: ChatID) {
        unread.remove(chat)
    }
}
