/// A registration of a synchronous event observer, which lasts as long as you keep it.
///
/// As with Combine's `AnyCancellable`, the observer stops when its subscription is released or
/// cancelled, whichever comes first. Keep the subscription in a property of the object that
/// owns the observation. The handler may capture the stack: the stack refers to the handler
/// only weakly, so releasing the subscription, or its owner, releases the handler and whatever
/// it captured.
///
/// ```swift
/// @MainActor final class NavigationAnalytics {
///     private var subscription: EventSubscription?
///
///     func start(_ stack: Stack<Screen>) {
///         subscription = stack.onEvent { [weak self] event in
///             self?.record(event, depth: stack.depth)
///         }
///     }
///
///     func stop() {
///         subscription = nil  // or subscription?.cancel()
///     }
/// }
/// ```
///
/// > Important: A subscription that is not kept ends at once: `_ = stack.onEvent { … }`
/// > observes nothing. As with Combine's `sink`, capture the subscription's owner weakly in the
/// > handler, or the owner keeps itself alive.
@MainActor
public final class EventSubscription {
    /// The observer the stack calls; `nil` once cancelled. Releasing it ends the observation.
    private var observer: AnyObject?

    init(observer: AnyObject) {
        self.observer = observer
    }

    /// Stops the observer before the subscription is released. Cancelling twice does nothing
    /// more.
    ///
    /// ```swift
    /// subscription.cancel()
    /// ```
    public func cancel() {
        observer = nil
    }

    /// Whether ``cancel()`` has been called.
    ///
    /// ```swift
    /// subscription.isCancelled  // false until cancelled
    /// ```
    public var isCancelled: Bool { observer == nil }
}
