extension SplitNavigation: NavigationNode {
    @_spi(StapelUI) public func goBackInNode() {
        goBack()
    }

    /// A split view's root keeps its selections: its detail column goes back to its root.
    @_spi(StapelUI) public func returnToRoot() {
        detail.returnToRoot()
    }

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

    @_spi(StapelUI) public func beginRestorationWait() {
        detail.expectRestoration()
    }

    @_spi(StapelUI) public func endRestorationWait() {
        detail.restorationEnded()
    }
}
