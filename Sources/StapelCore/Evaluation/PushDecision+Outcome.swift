extension PushResult.Outcome {
    /// What comes of a request: the one mapping from a layer's ``PushDecision`` to an outcome,
    /// for pushes, accepted offers and the routes of a deep link alike.
    ///
    /// A route that can't stand on top can't land, whatever the slot's evaluator would decide, so the
    /// decision is not asked for then. Replacing the top where there is nothing to replace is a
    /// push. A push or a replacement whose route would repeat a name that stays on the stack is
    /// refused (``RouteNameRules``); the decision is asked for first, so that an evaluator may still
    /// handle, offer or reject such a request, none of which adds a route.
    ///
    /// - Parameters:
    ///   - decision: The decision of the slot the request lands on, asked for only when the
    ///     route can stand on top; `nil` when nobody decides (no evaluator, or an offer the user
    ///     accepted), which pushes.
    ///   - canStand: Whether the route can stand on top of the routes now.
    ///   - canReplaceTop: Whether the route can replace the top route, or `nil` when there is no
    ///     route to replace; asked for only when the decision is to replace the top.
    ///   - isNameTaken: Whether the route's name is taken, given whether it replaces the top
    ///     route; asked for only when the route would be added.
    init(
        deciding decision: @autoclosure () -> PushDecision?,
        canStand: Bool,
        canReplaceTop: @autoclosure () -> Bool?,
        isNameTaken: (_ replacingTop: Bool) -> Bool
    ) {
        guard canStand else {
            self = .noNavigation
            return
        }
        switch decision() ?? .push {
        case .push: self = isNameTaken(false) ? .duplicateName : .pushed
        case .reject: self = .rejected
        case .handleInPlace: self = .handledInPlace
        case .offer: self = .offered
        case .replaceTop:
            switch canReplaceTop() {
            case nil: self = isNameTaken(false) ? .duplicateName : .pushed
            case true?: self = isNameTaken(true) ? .duplicateName : .replacedTop
            case false?: self = .noNavigation
            }
        }
    }
}
