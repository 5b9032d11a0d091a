public import Foundation

extension SplitNavigation {
    /// Opens a deep link into the split view: it selects in each column what the link says,
    /// and opens the link's detail routes on the detail column as ``Stack/open(_:using:context:)``
    /// does, asking the evaluators and pacing the change.
    ///
    /// The table reads a link into the split view collapsed to one stack (see
    /// ``SplitState/collapsedRoutes``): a route for each selection, then the detail routes.
    /// Selections the split view has already stay, with the detail routes they show that match
    /// the link's.
    ///
    /// ```swift
    /// let table = try DeepLinkTable<SplitScreen<Mailbox, Message.ID, MailScreen>>([
    ///     DeepLinkPattern("mail/:box/:message(Int)") { values in
    ///         guard let box = Mailbox(rawValue: try values.value("box")) else { return [] }
    ///         return [.push(.sidebar(box)), .push(.content(try values.value("message")))]
    ///     } values: { routes in
    ///         guard case .sidebar(let box)? = routes.first?.screen,
    ///             case .content(let message)? = routes.dropFirst().first?.screen
    ///         else { return nil }
    ///         return ["box": box.rawValue, "message": message]
    ///     }
    /// ])
    /// try mail.open(URL(string: "myapp://mail/inbox/42")!, using: table)
    /// ```
    /// - Parameters:
    ///   - url: The link.
    ///   - table: The table that reads it.
    ///   - context: Facts for the detail column's evaluators.
    /// - Returns: How far the link got, counting the selections as its first routes, and the
    ///   detail column's planned change.
    /// - Throws: A ``DeepLinkError`` when the table can't read the link, or reads it into a
    ///   list that is not a split view (``DeepLinkError/invalidSplitRoutes(_:)``); the split view
    ///   is then unchanged.
    @discardableResult
    public func open(
        _ url: URL, using table: DeepLinkTable<SplitScreen<Sidebar, Content, Screen>>,
        context: PushContext = PushContext()
    ) throws(DeepLinkError) -> DeepLinkResult {
        try openLinkRoutes(table.routes(for: url), url: url, context: context)
    }

    /// Opens a link's routes when links may open; `before` runs right before they apply, as the
    /// selections of the holders above the split view do.
    func openLinkRoutes(
        _ routes: [Route<SplitScreen<Sidebar, Content, Screen>>], url: URL,
        context: PushContext, before: @escaping @MainActor () -> Void = {}
    ) throws(DeepLinkError) -> DeepLinkResult {
        let target: SplitState<Sidebar, Content, Screen>
        do {
            target = try SplitState(collapsedRoutes: routes, columnVisibility: columnVisibility)
        } catch {
            throw .invalidSplitRoutes(error)
        }
        let context = context.setting(\.deepLinkURL, to: url)
        // The whole link waits for the split view's restore, and opens on what it restored.
        return detail.openWhenLinksMayOpen(routeCount: routes.count) { [weak self] in
            before()
            return self?.applyLink(target, routeCount: routes.count, context: context)
        }
    }

    private func applyLink(
        _ target: SplitState<Sidebar, Content, Screen>, routeCount: Int, context: PushContext
    ) -> DeepLinkResult {
        let selections = routeCount - target.detailRoutes.count
        let kept = applySelections(of: target)
        let opened = detail.openLinkRoutes(target.detailRoutes, context: context)
        let outcome: DeepLinkResult.Outcome =
            switch opened.outcome {
            case .stopped(let index, let result):
                .stopped(index: index + selections, result: result)
            case let other: other
            }
        return DeepLinkResult(
            routeCount: routeCount,
            keptCount: kept + (kept == selections ? opened.keptCount : 0), outcome: outcome,
            change: opened.change)
    }
}
