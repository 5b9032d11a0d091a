import Stapel

/// The chat an incoming message belongs to.
enum IncomingChatKey: PushContextKey {
    static let defaultValue: ChatID? = nil
}

extension PushContext {
    /// The chat an incoming message belongs to, for the evaluators of seed 001's chat app.
    var incomingChat: ChatID? {
        get { self[IncomingChatKey.self] }
        set { self[IncomingChatKey.self] = newValue }
    }
}
