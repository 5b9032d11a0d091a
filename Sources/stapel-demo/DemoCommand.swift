/// One thing the demo's user, or its scripted tour, does.
enum DemoCommand: Equatable {
    case open(chat: Int)
    case message(chat: Int, text: String)
    case tapBubble
    case profile(String)
    case settings
    case notifications
    case dismissAll
    case popTo(String)
    case back
    case root
    case help
    case quit

    /// Parses a line typed in the terminal, such as `open 2` or `msg 1 hello`.
    init?(line: String) {
        let words = line.split(separator: " ").map(String.init)
        guard let verb = words.first else { return nil }
        let rest = words.dropFirst()
        switch (verb, rest.count) {
        case ("open", 1):
            guard let id = Int(rest[1]) else { return nil }
            self = .open(chat: id)
        case ("msg", 2...):
            guard let id = Int(rest[1]) else { return nil }
            self = .message(chat: id, text: rest.dropFirst().joined(separator: " "))
        case ("tap", 0): self = .tapBubble
        case ("profile", 1): self = .profile(rest[1])
        case ("settings", 0): self = .settings
        case ("notifications", 0): self = .notifications
        case ("dismiss", 0): self = .dismissAll
        case ("popto", 1): self = .popTo(rest[1])
        case ("back", 0): self = .back
        case ("root", 0): self = .root
        case ("help", 0): self = .help
        case ("quit", 0), ("exit", 0): self = .quit
        default: return nil
        }
    }

    static let usage = """
        commands: open N | msg N TEXT | tap | profile NAME | settings | notifications |
                  dismiss | popto NAME | back | root | help | quit
        """
}
