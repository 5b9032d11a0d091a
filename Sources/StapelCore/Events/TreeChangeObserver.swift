/// An observer of a holder's changes and of its children's: it watches each child it is given,
/// and stops watching them all when it stops.
@MainActor
final class TreeChangeObserver: StoppableObserver {
    private(set) var handler: (@MainActor (NavigationEvent) -> Void)?
    private var childSubscriptions: [ObjectIdentifier: EventSubscription] = [:]
    private var ownSubscriptions: [EventSubscription] = []

    init(handler: @escaping @MainActor (NavigationEvent) -> Void) {
        self.handler = handler
    }

    var isStopped: Bool { handler == nil }

    /// Tells the handler of the child's changes too, with `key` first in their paths (`nil`
    /// for a part of the holder itself).
    func watch(_ child: some NavigationNode, under key: String?) {
        guard !isStopped else { return }
        childSubscriptions[ObjectIdentifier(child)] = child.observeNodeChanges { [weak self] in
            self?.handler?(key.map($0.under) ?? $0)
        }
    }

    /// Keeps a subscription to the holder's own events, cancelled when the observer stops.
    func keep(_ subscription: EventSubscription) {
        ownSubscriptions.append(subscription)
    }

    /// Stops telling the handler of a child's changes, as the child leaves its holder.
    func release(_ child: AnyObject) {
        childSubscriptions.removeValue(forKey: ObjectIdentifier(child))?.cancel()
    }

    func stop() {
        handler = nil
        for subscription in childSubscriptions.values { subscription.cancel() }
        for subscription in ownSubscriptions { subscription.cancel() }
        childSubscriptions = [:]
        ownSubscriptions = []
    }
}
