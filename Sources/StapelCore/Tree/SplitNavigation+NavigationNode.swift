extension SplitNavigation: NavigationNode {
    /// Goes back one step in what the node shows. See ``NavigationNode``.
    @_spi(StapelUI) public func goBackInNode() {
        goBack()
    }

    /// A split view's root keeps its selections: its detail column goes back to its root.
    @_spi(StapelUI) public func returnToRoot() {
        detail.returnToRoot()
    }

    /// Calls `handler` after every change of the node's saved form. See ``NavigationNode``.
    @_spi(StapelUI) public func observeNodeChanges(_ handler: @escaping @MainActor () -> Void)
        -> EventSubscription
    {
        let observer = TreeChangeObserver(handler: handler)
        observer.watch(detail)
        observer.keep(
            onEvent { event in
                // Going back is told by the selection events that follow it.
                if case .userWentBack = event { return }
                handler()
            })
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
