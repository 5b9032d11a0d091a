extension Stack: NavigationNode {
    /// Goes back one step in what the node shows. See ``NavigationNode``.
    @_spi(StapelUI) public func goBackInNode() {
        if canGoBack { goBack() }
    }

    /// Takes the node back to its root, as re-tapping its tab does. See ``NavigationNode``.
    @_spi(StapelUI) public func returnToRoot() {
        if canGoBack { goBack(to: .root) }
    }

    /// Calls `handler` after every change of the node's saved form. See ``NavigationNode``.
    @_spi(StapelUI) public func observeNodeChanges(
        _ handler: @escaping @MainActor (NavigationEvent) -> Void
    ) -> EventSubscription {
        onEvent { [weak self] event in
            guard event.changesRoutes, let self else { return }
            handler(
                NavigationEvent(
                    path: [],
                    change: .routes(
                        top: routes.last.map { String(describing: $0.screen) },
                        count: routes.count)))
        }
    }

    /// Dismisses what the stack presents. See ``NavigationNode``.
    @_spi(StapelUI) public func dismissPresentations() {
        if routes.contains(where: \.style.isPresentation) { dismissAll() }
    }

    /// Links opened in the node wait for a coming restore. See ``NavigationNode``.
    @_spi(StapelUI) public func beginRestorationWait() {
        expectRestoration()
    }

    /// The coming restore is over. See ``NavigationNode``.
    @_spi(StapelUI) public func endRestorationWait() {
        restorationEnded()
    }
}
