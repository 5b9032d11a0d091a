/// The handler of one ``Stack/onEvent(_:)`` subscription.
///
/// Its ``EventSubscription`` owns it, and the stack refers to it only weakly, through a
/// ``Reference``. So a subscription that is released or cancelled frees the handler at once, on
/// any thread, and a handler that captures its stack does not keep the stack alive.
@MainActor
final class EventObserver<Screen> {
    /// A weak reference to an observer, as the stack keeps it.
    struct Reference {
        weak var observer: EventObserver<Screen>?
    }

    let handler: @MainActor (StackEvent<Screen>) -> Void

    init(handler: @escaping @MainActor (StackEvent<Screen>) -> Void) {
        self.handler = handler
    }
}
