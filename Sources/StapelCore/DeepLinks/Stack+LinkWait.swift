extension Stack {
    /// Opens a link now, or, while links wait (for a restore, or because the app holds them),
    /// queues it and says so: the one rule of a link that arrives too early, for a stack and for
    /// the split view whose detail column it is.
    ///
    /// ```swift
    /// openWhenLinksMayOpen(routeCount: target.count) { [weak self] in
    ///     self?.applyLink(target, context: context)
    /// }
    /// ```
    /// - Parameters:
    ///   - routeCount: The number of routes the link asks for.
    ///   - open: Opens the link and returns what it did, or `nil` when its holder is gone.
    /// - Returns: What opening did, or that the link waits; a waiting link's change ends as the
    ///   change that opens it does, cancelled if the stack goes away first.
    func openWhenLinksMayOpen(
        routeCount: Int, _ open: @escaping @MainActor () -> DeepLinkResult?
    ) -> DeepLinkResult {
        guard linksWait else {
            // The caller is the holder, so it is there to open the link.
            return open()
                ?? DeepLinkResult(routeCount: routeCount, keptCount: 0, outcome: .completed)
        }
        let change = StackChange(stepCount: 0)
        queueUntilLinksMayOpen(change) { change.finish(afterOpening: open()) }
        return DeepLinkResult(
            routeCount: routeCount, keptCount: 0,
            outcome: isAwaitingRestoration ? .waitingForRestoration : .held, change: change)
    }
}
