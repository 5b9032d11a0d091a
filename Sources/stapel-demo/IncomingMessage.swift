import StapelCore

/// A message that arrives from the server while the app runs.
struct IncomingMessage: Hashable, Sendable {
    var chatID: Int
    var text: String
}

/// The push context key that carries an incoming message to the evaluators.
enum IncomingMessageKey: PushContextKey {
    static let defaultValue: IncomingMessage? = nil
}

extension PushContext {
    var incomingMessage: IncomingMessage? {
        get { self[IncomingMessageKey.self] }
        set { self[IncomingMessageKey.self] = newValue }
    }
}
