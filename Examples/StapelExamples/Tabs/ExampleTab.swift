/// The tabs of the examples app.
enum ExampleTab: Hashable, Sendable {
    case chats
    case coordinator
    case controls
    case favorites
    case transitions
    case mail
}
