extension SplitNavigation: NavigationNode {
    /// Whether links opened in the split view wait, because the app is not ready for them.
    ///
    /// ```swift
    /// mail.holdsLinks = true  // until the user has signed in
    /// ```
    public var holdsLinks: Bool {
        get { detail.holdsLinks }
        set { detail.holdsLinks = newValue }
    }

    /// Goes back one step in what the node shows. See ``NavigationNode``.
    @_spi(StapelUI) public func goBackInNode() {
        goBack()
    }

    /// A split view's root keeps its selections: its detail column goes back to its root.
    @_spi(StapelUI) public func returnToRoot() {
        detail.returnToRoot()
    }

    /// Calls `handler` after every change of the node's saved form. See ``NavigationNode``.
    @_spi(StapelUI) public func observeNodeChanges(
        _ handler: @escaping @MainActor (NavigationEvent) -> Void
    ) -> EventSubscription {
        let observer = TreeChangeObserver(handler: handler)
        // The detail column is the split view's own: its events have the split view's path.
        observer.watch(detail, under: nil)
        observer.keep(onColumnsChange { handler(NavigationEvent(path: [], change: $0)) })
        return EventSubscription(observer: observer)
    }

    /// Dismisses what the detail column presents. See ``NavigationNode``.
    @_spi(StapelUI) public func dismissPresentations() {
        detail.dismissPresentations()
    }

    /// Links opened in the node wait for a coming restore. See ``NavigationNode``.
    @_spi(StapelUI) public func beginRestorationWait() {
        detail.expectRestoration()
    }

    /// The coming restore is over. See ``NavigationNode``.
    @_spi(StapelUI) public func endRestorationWait() {
        detail.restorationEnded()
    }
}
