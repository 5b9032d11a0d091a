/// An observer that an ``EventSubscription`` ends: once stopped, it calls its handler no more
/// and lets go of it.
@MainActor
protocol StoppableObserver: AnyObject, Sendable {
    /// Stops calling the handler, and releases it.
    func stop()
}
