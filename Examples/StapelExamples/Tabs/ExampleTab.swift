/// The tabs of the examples app, in the order the tab bar lists them.
enum ExampleTab: Hashable, Codable, Sendable, CaseIterable {
    case chats
    case coordinator
    case controls
    case favorites
    case transitions
    case presentations
    case mail

    /// The tab's label in the tab bar.
    var title: String {
        switch self {
        case .chats: "Chats"
        case .coordinator: "Coordinator"
        case .controls: "Controls"
        case .favorites: "Favorites"
        case .transitions: "Transitions"
        case .presentations: "Presentations"
        case .mail: "Mail"
        }
    }

    /// The tab's symbol.
    var systemImage: String {
        switch self {
        case .chats: "bubble.left.and.bubble.right"
        case .coordinator: "point.3.connected.trianglepath.dotted"
        case .controls: "switch.2"
        case .favorites: "star"
        case .transitions: "rectangle.2.swap"
        case .presentations: "rectangle.stack"
        case .mail: "envelope"
        }
    }
}
