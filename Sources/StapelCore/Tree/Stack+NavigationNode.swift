extension Stack: NavigationNode {
    @_spi(StapelUI) public func goBackInNode() {
        if canGoBack { goBack() }
    }

    @_spi(StapelUI) public func returnToRoot() {
        if canGoBack { goBack(to: .root) }
    }

    @_spi(StapelUI) public func observeNodeChanges(_ handler: @escaping @MainActor () -> Void)
        -> EventSubscription
    {
        onEvent { event in
            if event.changesRoutes { handler() }
        }
    }

    @_spi(StapelUI) public func beginRestorationWait() {
        expectRestoration()
    }

    @_spi(StapelUI) public func endRestorationWait() {
        restorationEnded()
    }
}
