/// Who hears a stack's events, and the state of their delivery.
///
/// Observers and streams are kept apart so that a stack with neither builds no event: see
/// ``listenerCount``.
///
/// Unchecked `Sendable`: the stack reaches it on the main actor only, but for its `deinit`, which
/// runs when nothing else can reach the stack and reads only ``listenerCount`` and the
/// ``streams``' `Sendable` sinks, to finish them.
@usableFromInline
struct EventDelivery<Screen>: @unchecked Sendable {
    /// The synchronous event observers, in the order they subscribed.
    @usableFromInline var observers: [EventObserver<StackEvent<Screen>>] = []
    /// The `events()` sequences, by stream number.
    @usableFromInline var streams: [Int: StreamSink] = [:]
    /// The number of the next `events()` sequence.
    var nextStreamID = 0
    /// How many observers and streams there are: events are built only when it is not zero.
    @usableFromInline var listenerCount = 0
    /// How many events are being delivered now, one inside another's handler or not at all.
    @usableFromInline var depth = 0
    /// Whether a delivery found a released observer that is still in ``observers``, to drop
    /// when the outermost delivery ends.
    @usableFromInline var releasedWhileDelivering = false
    /// The storage of the list a pop hands to its event, kept for the next pop; empty between
    /// pops. See `Stack.popTopPush()`.
    @usableFromInline var poppedRoute: [Route<Screen>] = []
    /// The stack's own subscriptions that call a presentation's `onDismiss`, by route.
    var dismissHandlers: [RouteID: EventSubscription] = [:]

    /// The ends of one `events()` sequence, erased so that a stack of any screen type can hold
    /// them.
    @usableFromInline
    struct StreamSink: Sendable {
        /// Hands an event to the sequence.
        @usableFromInline let yield: @Sendable (StackEvent<Screen>) -> Void
        /// Ends the sequence.
        let finish: @Sendable () -> Void
    }
}
