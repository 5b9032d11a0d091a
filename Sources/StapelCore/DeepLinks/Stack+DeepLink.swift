public import Foundation

extension Stack {
    /// Opens a deep link: reads it with a table, then changes the stack to show its routes, as
    /// one planned change.
    ///
    /// The routes the stack already shows that match the start of the link (same screen, style
    /// and name) stay, with their identity and state. Each of the link's other routes is then
    /// requested in order, on the layer it would land on: the first on the last route kept (or
    /// the root), each next one on the route before it. The evaluator of that layer decides, as
    /// for ``push(_:name:options:context:fileID:filePath:line:column:)``, and each request emits
    /// ``StackEvent/pushEvaluated(_:_:)``. Routes the link adds have no evaluators yet, so in
    /// practice the layer the link lands on decides. A request that does not push (rejected,
    /// handled in place, offered, or replacing the top) ends the link there; the result says where.
    /// A link's routes follow the rule of names (see ``RouteListError/duplicateName(_:index:)``): a
    /// table never reads a link into a list that repeats a name.
    ///
    /// The accepted routes are then applied with
    /// ``setRoutes(_:animated:fileID:filePath:line:column:)``: back to the kept routes first, then
    /// forward, in the steps SwiftUI can perform. Await ``DeepLinkResult/change`` to know when they
    /// are all on screen.
    ///
    /// Every request carries the link in its context, as ``PushContext/deepLinkURL``.
    ///
    /// A link opened while a ``NavigationAutosave`` of the stack (or of a tree that holds it) has not
    /// restored it yet waits: it is read now (a link the table can't read throws at once), and
    /// opened right after the restore, on the restored routes, as if it had arrived then. The
    /// result's outcome is then ``DeepLinkResult/Outcome/waitingForRestoration``. Links that
    /// wait are opened in the order they came.
    ///
    /// ```swift
    /// let result = try stack.open(URL(string: "myapp://chats/42")!, using: table)
    /// if case .stopped(let index, let push) = result.outcome {
    ///     print("the link stopped at route \(index): \(push.outcome)")
    /// }
    /// ```
    /// - Parameters:
    ///   - url: The link.
    ///   - table: The table that reads it.
    ///   - context: Facts for the evaluators, passed with every request.
    /// - Returns: How far the link got, and the planned change.
    /// - Throws: A ``DeepLinkError`` when the table can't read the link; the stack is then
    ///   unchanged.
    /// - Complexity: O(n) in the number of routes, plus the evaluators' cost.
    @discardableResult
    public func open(
        _ url: URL, using table: DeepLinkTable<Screen>, context: PushContext = PushContext()
    ) throws(DeepLinkError) -> DeepLinkResult {
        try openLinkRoutes(table.routes(for: url), context: context.setting(\.deepLinkURL, to: url))
    }

    /// Opens the routes a link was read into: now, or once links may open.
    /// Opens a link's routes when links may open; `before` runs right before they apply, as the
    /// selections of the holders above the stack do.
    func openLinkRoutes(
        _ target: [Route<Screen>], context: PushContext,
        before: @escaping @MainActor () -> Void = {}
    ) -> DeepLinkResult {
        openWhenLinksMayOpen(routeCount: target.count) { [weak self] in
            before()
            return self?.applyLink(target, context: context)
        }
    }

    /// Keeps the matching start of the stack, asks the evaluators about the rest of `target`
    /// in order, and applies the accepted routes as one planned change.
    func applyLink(_ target: [Route<Screen>], context: PushContext) -> DeepLinkResult {
        // The routes kept are those any new list keeps: they keep their identities and take the
        // link's values, so a link that differs only in a sheet's selected detent moves the sheet.
        let (keeping, kept) = RoutePlanner.keepingShownRoutes(of: routes, in: target)
        var accepted = Array(keeping[..<kept])
        var outcome = DeepLinkResult.Outcome.completed
        for index in kept..<target.count {
            let route = target[index]
            let request = PushRequest(
                screen: route.screen, style: route.style, name: route.name,
                options: route.options, context: context,
                slot: accepted.last.map { .route($0.id) } ?? .root)
            let evaluator = evaluator(for: request.slot)
            // The routes accepted so far are the start of the link, a valid list, so the route
            // can stand on them; it may not be able to replace the last of them.
            let decided = PushResult.Outcome(
                deciding: evaluator?.decide(request), canStand: true,
                canReplaceTop: accepted.isEmpty
                    ? nil : RouteListError.firstError(in: accepted.dropLast() + [route]) == nil,
                isNameTaken: {
                    RouteNameRules.isTaken(route.name, in: accepted, replacingTop: $0)
                })
            let result = carryOut(
                request, decided, evaluator: evaluator, route: { route }, noNavigationWarning: nil,
                operation: nil,
                place: { route, outcome in
                    if outcome == .replacedTop {
                        accepted[accepted.count - 1] = route
                    } else {
                        accepted.append(route)
                    }
                })
            guard result.outcome == .pushed else {
                outcome = .stopped(index: index, result: result)
                break
            }
        }
        let change = setRoutes(accepted, animated: animation.callerAnimates)
        return DeepLinkResult(
            routeCount: target.count, keptCount: kept, outcome: outcome, change: change)
    }
}
