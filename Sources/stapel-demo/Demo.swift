import StapelCore

/// Runs commands against the chat app and prints the stack and the events after each one.
@MainActor
struct Demo {
    let app = ChatApp()

    /// The scripted tour of seed 001's chat app.
    static let tour: [(String, DemoCommand)] = [
        ("Open the chat with Alice (chat 1)", .open(chat: 1)),
        (
            "Case A: a message arrives for the open chat, which shows it in place",
            .message(chat: 1, text: "Lunch?")
        ),
        (
            "Case B: a message arrives for chat 2, which offers a bubble",
            .message(chat: 2, text: "Call me")
        ),
        ("Tap the bubble: chat 2 is pushed", .tapBubble),
        ("Open Bob's profile", .profile("Bob")),
        ("Open settings in a sheet with its own navigation", .settings),
        ("Push notifications inside the sheet", .notifications),
        ("Dismiss every presentation", .dismissAll),
        ("A named pop back to chat 1", .popTo("chat-1")),
        (
            "A message for chat 1 while it is on top again: handled in place",
            .message(chat: 1, text: "See you")
        ),
        ("Pop to the root: the chat list", .root),
    ]

    /// Performs a command and returns the lines to print; `nil` means quit.
    func run(_ command: DemoCommand) -> [String]? {
        switch command {
        case .open(let id): app.openChat(id)
        case .message(let id, let text): app.receive(IncomingMessage(chatID: id, text: text))
        case .tapBubble: app.tapBubble()
        case .profile(let name): app.stack.push(.profile(name: name), name: "profile")
        case .settings:
            app.stack.present(.settings, style: .sheet(withNavigation: true), name: "settings")
        case .notifications: app.stack.push(.notifications)
        case .dismissAll: app.stack.dismissAll()
        case .popTo(let name): app.stack.pop(to: .name(name))
        case .back: app.stack.goBack()
        case .root: app.stack.popToRoot()
        case .help: return [DemoCommand.usage]
        case .quit: return nil
        }
        return StackPrinter.render(app) + app.takeEventLines().map { "  · \($0)" }
    }
}
