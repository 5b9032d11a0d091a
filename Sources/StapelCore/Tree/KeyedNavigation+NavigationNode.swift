extension KeyedNavigation: NavigationNode {
    /// Whether links opened anywhere under the holder wait, because the app is not ready for
    /// them: every child holds them, also the children made while it holds.
    ///
    /// ```swift
    /// tabs.holdsLinks = true  // until the user has signed in
    /// ```
    public var holdsLinks: Bool {
        get { storedHoldsLinks }
        set {
            guard newValue != storedHoldsLinks else { return }
            storedHoldsLinks = newValue
            for entry in children { entry.node.holdsLinks = newValue }
        }
    }

    /// Whether the user can go back in the selected child.
    ///
    /// ```swift
    /// let showsRoot = !tabs.canGoBack
    /// ```
    public var canGoBack: Bool {
        positions[selection].map { children[$0].node.canGoBack } ?? false
    }

    /// Goes back one step in what the node shows. See ``NavigationNode``.
    @_spi(StapelUI) public func goBackInNode() {
        goBack()
    }

    /// Takes the node back to its root, as re-tapping its tab does. See ``NavigationNode``.
    @_spi(StapelUI) public func returnToRoot() {
        node(for: selection).returnToRoot()
    }

    /// The node of a key's child, made the first time it is asked for.
    func node(for key: Key) -> any NavigationNode {
        if let position = positions[key] { return children[position].node }
        _ = child(for: key)
        return children[positions[key]!].node
    }

    /// Calls `handler` after every change of the node's saved form. See ``NavigationNode``.
    @_spi(StapelUI) public func observeNodeChanges(
        _ handler: @escaping @MainActor (NavigationEvent) -> Void
    ) -> EventSubscription {
        let observer = TreeChangeObserver(handler: handler)
        changeObservers.removeAll { $0.isStopped }
        changeObservers.append(observer)
        for entry in children { observer.watch(entry.node, under: Self.pathComponent(entry.key)) }
        return EventSubscription(observer: observer)
    }

    /// Dismisses what the selected child presents. See ``NavigationNode``.
    @_spi(StapelUI) public func dismissPresentations() {
        if positions[selection] != nil { node(for: selection).dismissPresentations() }
    }

    /// Links opened in the node wait for a coming restore. See ``NavigationNode``.
    @_spi(StapelUI) public func beginRestorationWait() {
        restorationsPending += 1
        for entry in children { entry.node.beginRestorationWait() }
    }

    /// The coming restore is over. See ``NavigationNode``.
    @_spi(StapelUI) public func endRestorationWait() {
        guard restorationsPending > 0 else { return }
        restorationsPending -= 1
        if restorationsPending == 0 { selectedWhileRestoring = false }
        for entry in children { entry.node.endRestorationWait() }
    }

    /// Tells the observers that the holder's saved form changed.
    /// How a key is named in a node's path. See `NavigationEvent.pathComponent(for:)`.
    static func pathComponent(_ key: Key) -> String {
        NavigationEvent.pathComponent(for: key)
    }

    func notify(_ change: NavigationEvent.Change) {
        let event = NavigationEvent(path: [], change: change)
        for observer in changeObservers { observer.handler?(event) }
    }
}
