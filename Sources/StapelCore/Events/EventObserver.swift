/// The handler of one ``Stack/onEvent(_:)`` subscription.
///
/// Its ``EventSubscription`` owns it, and the stack refers to it only weakly, through a
/// ``Reference``. So a subscription that is released or cancelled frees the handler at once, on
/// any thread, and a handler that captures its stack does not keep the stack alive.
@MainActor
@usableFromInline
final class EventObserver<Screen> {
    /// A weak reference to an observer, as the stack keeps it.
    ///
    /// A class, so that delivering an event loads the weak reference where it is stored: a
    /// struct holding it was copied out of the array first, which cost more than the load.
    @usableFromInline
    final class Reference {
        /// The observer, or `nil` once its subscription has released it. Set once; unchecked
        /// exclusivity, as it is only read after that, on the main actor (`weak let` would say
        /// so, but needs Swift 6.2, and the package builds with 6.1).
        @exclusivity(unchecked) @usableFromInline weak var observer: EventObserver<Screen>?

        /// Refers to an observer weakly.
        init(observer: EventObserver<Screen>) {
            self.observer = observer
        }
    }

    /// The handler the subscriber gave.
    @usableFromInline let handler: @MainActor (StackEvent<Screen>) -> Void

    init(handler: @escaping @MainActor (StackEvent<Screen>) -> Void) {
        self.handler = handler
    }

    /// Calls the handler. A method, so that the handler is called through the observer as it
    /// is, without retaining and releasing the handler around the call.
    @inlinable
    func handle(_ event: borrowing StackEvent<Screen>) {
        handler(event)
    }
}
