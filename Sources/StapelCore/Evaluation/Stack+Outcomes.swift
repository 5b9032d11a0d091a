extension Stack {
    /// Carries out what came of a request, for pushes, accepted offers and the routes of a deep
    /// link alike: emits the request's evaluation (unless the route lands as asked and no
    /// evaluator decided), then places the route, hands the request to
    /// the in-place handler, keeps it as an offer, or reports that it could not land. On the
    /// stack, `place` is `land(_:as:)`; a deep link places its routes in its own list.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - outcome: What came of it; see ``PushResult/Outcome/init(deciding:canStand:canReplaceTop:)``.
    ///   - evaluator: The evaluator that decided, whose in-place handler gets the request.
    ///   - route: Makes the route the request adds; called only for a push or a replacement.
    ///   - noNavigationWarning: The runtime warning for a route that can't land, or `nil` for
    ///     none.
    ///   - operation: The call, such as `push of inbox`, for the runtime warning of a route
    ///     whose name is taken, or `nil` for none.
    ///   - place: Puts the route where it goes, after the evaluation is emitted: on the stack,
    ///     or in a link's route list.
    ///   - site: The public call the request came from, where a warning points.
    /// - Returns: The request's result.
    func carryOut(
        _ request: PushRequest<Screen>,
        _ outcome: PushResult.Outcome,
        evaluator: PushEvaluator<Screen>?,
        route: () -> Route<Screen>,
        noNavigationWarning: @autoclosure () -> String?,
        operation: @autoclosure () -> String?,
        place: (Route<Screen>, PushResult.Outcome) -> Void,
        at site: CallSite = CallSite()
    ) -> PushResult {
        var result = PushResult(outcome: outcome, slot: request.slot)
        switch outcome {
        case .pushed, .replacedTop:
            let route = route()
            result.routeID = route.id
            // A route that lands as asked, with no evaluator deciding, says so by its own
            // `pushed` or `presented` event alone.
            if evaluator != nil { emit(.pushEvaluated(request, result)) }
            place(route, outcome)
        case .handledInPlace:
            emit(.pushEvaluated(request, result))
            evaluator?.handleInPlace(request)
        case .offered:
            addOffer(for: request, result: &result)
        case .rejected:
            emit(.pushEvaluated(request, result))
        case .noNavigation:
            if let warning = noNavigationWarning() { warn(.noNavigation, warning, at: site) }
            emit(.pushEvaluated(request, result))
        case .duplicateName:
            if let operation = operation(), let name = request.name {
                RouteNameRules.refusal(of: name, by: operation).report(at: site)
            }
            emit(.pushEvaluated(request, result))
        }
        return result
    }
}
