/// A registration of a synchronous event observer. Cancel it to stop observing.
///
/// ```swift
/// let subscription = stack.onEvent { print($0) }
/// subscription.cancel()
/// ```
@MainActor
public final class EventSubscription {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observer. Cancelling twice does nothing more.
    ///
    /// ```swift
    /// subscription.cancel()
    /// ```
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    /// Whether ``cancel()`` has been called.
    ///
    /// ```swift
    /// subscription.isCancelled  // false until cancelled
    /// ```
    public var isCancelled: Bool { onCancel == nil }
}
