/// The ends of one `events()` sequence, erased so that a stack of any screen type can hold them.
@usableFromInline
struct EventStreamSink<Screen>: Sendable {
    /// Hands an event to the sequence.
    @usableFromInline let yield: @Sendable (StackEvent<Screen>) -> Void
    /// Ends the sequence.
    let finish: @Sendable () -> Void
}
