import StapelCore

/// The screens the tests push: a small chat app.
enum TestScreen: Hashable, Sendable, Codable {
    case inbox
    case chat(Int)
    case profile(Int)
    case settings
    case compose
}

enum IncomingChatKey: PushContextKey {
    static let defaultValue: Int? = nil
}

enum SourceKey: PushContextKey {
    static let defaultValue = "unknown"
}

extension PushContext {
    var incomingChat: Int? {
        get { self[IncomingChatKey.self] }
        set { self[IncomingChatKey.self] = newValue }
    }

    var source: String {
        get { self[SourceKey.self] }
        set { self[SourceKey.self] = newValue }
    }
}

/// Records every event a stack emits.
@MainActor
final class EventLog<Screen> {
    private(set) var events: [StackEvent<Screen>] = []
    private var subscription: EventSubscription?

    init(_ stack: Stack<Screen>) {
        subscription = stack.onEvent { [weak self] in self?.events.append($0) }
    }

    func clear() { events.removeAll() }
}

extension Stack {
    var screens: [Screen] { routes.map(\.screen) }
    var styles: [RouteStyle] { routes.map(\.style) }
}
