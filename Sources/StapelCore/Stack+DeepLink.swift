public import Foundation

extension Stack {
    /// Opens a deep link: reads it with a table, then changes the stack to show its routes.
    ///
    /// The routes the stack already shows that match the start of the link (same screen, style
    /// and name) stay, with their identity and state. Everything above them goes, with the
    /// usual pop and dismiss events. Then the rest of the link's routes are pushed and presented
    /// one by one, each through ``push(_:name:context:)`` or
    /// ``present(_:style:withNavigation:name:context:)``, so the evaluator of the topmost layer
    /// decides each one, and each request emits ``StackEvent/pushEvaluated(_:_:)``. A request
    /// that does not push (rejected, handled in place, offered, or replacing the top) ends the
    /// link there; the result says where.
    ///
    /// Every request carries the link in its context, as ``PushContext/deepLinkURL``.
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
    /// - Returns: How far the link got.
    /// - Throws: A ``DeepLinkError`` when the table can't read the link; the stack is then
    ///   unchanged.
    /// - Complexity: O(n) in the number of routes, plus the evaluators' cost.
    @discardableResult
    public func open(
        _ url: URL, using table: DeepLinkTable<Screen>, context: PushContext = PushContext()
    ) throws(DeepLinkError) -> DeepLinkResult {
        let target = try table.routes(for: url)
        return applyLink(target, context: context.setting(\.deepLinkURL, to: url))
    }

    /// Keeps the matching start of the stack, goes back to it, then requests the rest of
    /// `target` one route at a time, stopping at the first request that does not push.
    func applyLink(_ target: [Route<Screen>], context: PushContext) -> DeepLinkResult {
        var kept = 0
        while kept < min(routes.count, target.count), isSame(routes[kept], target[kept]) {
            kept += 1
        }
        if kept < routes.count {
            goBack(to: kept == 0 ? .root : .id(routes[kept - 1].id))
        }
        for index in kept..<target.count {
            let route = target[index]
            let result =
                if let presentation = route.style.presentation {
                    present(
                        route.screen, style: presentation,
                        withNavigation: route.style.hasNavigation, name: route.name,
                        context: context)
                } else {
                    push(route.screen, name: route.name, context: context)
                }
            guard result.outcome == .pushed else {
                return DeepLinkResult(
                    routeCount: target.count, keptCount: kept,
                    outcome: .stopped(index: index, result: result))
            }
        }
        return DeepLinkResult(routeCount: target.count, keptCount: kept, outcome: .completed)
    }

    private func isSame(_ route: Route<Screen>, _ other: Route<Screen>) -> Bool {
        route.style == other.style && route.name == other.name
            && areKnownEqual(route.screen, other.screen)
    }
}
