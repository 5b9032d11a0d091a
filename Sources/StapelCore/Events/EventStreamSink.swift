/// The ends of one `events()` sequence, erased so that a stack of any screen type can hold them.
struct EventStreamSink<Screen>: Sendable {
    let yield: @Sendable (StackEvent<Screen>) -> Void
    let finish: @Sendable () -> Void
}
