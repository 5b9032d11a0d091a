/// A registration of a synchronous event observer, which lasts as long as you keep it.
///
/// As with Combine's `AnyCancellable`, the observer stops when its subscription is released or
/// cancelled, whichever comes first. Keep the subscription in a property of the object that
/// owns the observation. The handler may capture the stack: releasing the subscription, or its
/// owner, releases the handler and whatever it captured (at once on the main actor; released
/// elsewhere, as soon as the main actor runs).
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
///
///     private func record(_ event: StackEvent<Screen>, depth: Int) {
///         print("\(event) at depth \(depth)")
///     }
/// }
/// ```
///
/// > Important: A subscription that is not kept ends at once: `_ = stack.onEvent { … }`
/// > observes nothing. As with Combine's `sink`, capture the subscription's owner weakly in the
/// > handler, or the owner keeps itself alive.
@MainActor
public final class EventSubscription {
    /// The observer the stack calls; `nil` once cancelled.
    private let observer: any StoppableObserver
    /// Whether ``cancel()`` has been called.
    ///
    /// ```swift
    /// subscription.isCancelled  // false until cancelled
    /// ```
    public private(set) var isCancelled = false

    init(observer: any StoppableObserver) {
        self.observer = observer
    }

    deinit {
        // The observer lets go of its handler at once when the subscription goes on the main
        // actor, as it nearly always does; released elsewhere, as soon as the main actor runs.
        let observer = observer
        if isRunningOnMainActor() {
            MainActor.assumeIsolated { observer.stop() }
        } else {
            Task { @MainActor in observer.stop() }
        }
    }

    /// Stops the observer before the subscription is released. Cancelling twice does nothing
    /// more.
    ///
    /// ```swift
    /// subscription.cancel()
    /// ```
    public func cancel() {
        isCancelled = true
        observer.stop()
    }
}
