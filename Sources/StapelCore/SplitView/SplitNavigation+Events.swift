extension SplitNavigation {
    /// Calls a handler for every change of the columns' state from now on: the split view's
    /// part of ``NavigationNode/onNavigationEvent(_:)``, whose path is the split view's.
    func onColumnsChange(_ handler: @escaping @MainActor (NavigationEvent.Change) -> Void)
        -> EventSubscription
    {
        let observer = EventObserver(handler: handler)
        observers.removeAll { $0.isStopped }
        observers.append(observer)
        return EventSubscription(observer: observer)
    }

    /// Hands a change of the columns to the observers there are now.
    func emit(_ change: NavigationEvent.Change) {
        for observer in observers {
            observer.handler?(change)
        }
    }
}
