extension NavigationNode {
    /// Calls `handler` after every change anywhere under this holder, with the path of the
    /// holder it came from: one stream for a whole tree of tabs, split views and stacks.
    ///
    /// The events stop when the subscription is cancelled or released: keep it.
    ///
    /// ```swift
    /// let events = tabs.onNavigationEvent { event in
    ///     if case .routes(let top?, _) = event.change { analytics.log("view \(top)") }
    /// }
    /// ```
    /// - Parameter handler: Called on the main actor with each event.
    /// - Returns: The subscription; cancel it, or release it, to stop.
    public func onNavigationEvent(_ handler: @escaping @MainActor (NavigationEvent) -> Void)
        -> EventSubscription
    {
        observeNodeChanges(handler)
    }

    /// Prints every change under this holder with its path, one line each, for debugging.
    ///
    /// ```swift
    /// let logging = tabs.logNavigationEvents()  // "inbox: top chat(id: 1), 1 route"
    /// ```
    /// - Parameter log: Where each line goes; `print` unless you give another.
    /// - Returns: The subscription; cancel it, or release it, to stop logging.
    public func logNavigationEvents(
        to log: @escaping @MainActor (String) -> Void = { print("Stapel: \($0)") }
    ) -> EventSubscription {
        observeNodeChanges { log($0.description) }
    }
}
