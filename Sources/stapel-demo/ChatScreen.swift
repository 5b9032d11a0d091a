import StapelCore

/// The screens of the demo chat app. The chat list is the root, so it is not a screen.
enum ChatScreen: Hashable, Sendable, CustomStringConvertible {
    case chat(id: Int)
    case profile(name: String)
    case settings
    case notifications

    var description: String {
        switch self {
        case .chat(let id): "Chat \(id)"
        case .profile(let name): "Profile(\(name))"
        case .settings: "Settings"
        case .notifications: "Notifications"
        }
    }
}
