extension SplitNavigation {
    /// Calls a handler synchronously, on the main actor, for every change of the columns from
    /// now on, for as long as you keep the returned subscription. The detail column's changes
    /// come from ``detail``'s ``Stack/onEvent(_:)``.
    ///
    /// ```swift
    /// let subscription = mail.onEvent { event in
    ///     if case .contentSelected(let message?) = event { analytics.log("read \(message)") }
    /// }
    /// ```
    /// - Parameter handler: The handler, called after the state has changed.
    /// - Returns: The subscription, which stops the handler when it is released or cancelled.
    public func onEvent(_ handler: @escaping @MainActor (SplitEvent<Sidebar, Content>) -> Void)
        -> EventSubscription
    {
        let observer = EventObserver(handler: handler)
        observers.removeAll { $0.isStopped }
        observers.append(observer)
        return EventSubscription(observer: observer)
    }

    /// Hands an event to the observers there are now.
    func emit(_ event: SplitEvent<Sidebar, Content>) {
        for observer in observers {
            observer.handler?(event)
        }
    }
}
