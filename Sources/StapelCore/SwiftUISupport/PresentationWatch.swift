/// A presentation the stack waits to see appear, and how often it has been asked for again.
@usableFromInline
struct PresentationWatch: Sendable {
    var attempts: Int
    var timer: Task<Void, Never>
}
