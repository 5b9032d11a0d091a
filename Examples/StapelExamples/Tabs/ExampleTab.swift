/// The tabs of the examples app, in the order the tab bar lists them.
enum ExampleTab: Hashable, Sendable, CaseIterable {
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
}
