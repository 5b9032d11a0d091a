/// The handler of one `onEvent(_:)` subscription: of a ``Stack`` or a ``SplitNavigation``.
///
/// The holder holds it strongly and calls its handler for each event; its ``EventSubscription``
/// stops it (``stop()``) when cancelled or released, which lets go of the handler and whatever
/// it captured, the holder included, and the holder drops the stopped observer at its next
/// event.
/// Held strongly rather than weakly: an object that is referred to weakly keeps its reference
/// counts out of line, and every event then paid for a weak load and a slow retain and release.
@MainActor
@usableFromInline
final class EventObserver<Event>: StoppableObserver {
    /// The handler; `nil` once stopped.
    @exclusivity(unchecked) @usableFromInline var handler: (@MainActor (Event) -> Void)?

    init(handler: @escaping @MainActor (Event) -> Void) {
        self.handler = handler
    }

    /// Whether the subscription ended: the stack drops the observer.
    @inlinable
    var isStopped: Bool { handler == nil }

    func stop() {
        handler = nil
    }
}
