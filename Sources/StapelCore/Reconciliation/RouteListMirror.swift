/// Keeps a `Stack` and a route list the app holds as a value in step, for the SwiftUI layer's
/// `StapelStack($routes)`: a change of the value is a planned `setRoutes`, and what the user
/// does is written back into the value. While a multi-step change runs, the value keeps the
/// target the app asked for; the stack's intermediate steps are not written back, but a screen
/// edited in place meanwhile is, into that target.
///
/// A value that rebuilds the screens showing (`routes = [.push(.a), .push(.b)]` while `.a`
/// shows) keeps them, by the planner's rule (`RoutePlanner.keepingShownRoutes(of:in:)`): the
/// stack goes on showing `.a` under its own identity, while the value holds the identity the
/// app made. The mirror remembers which value identity the stack shows under which, and
/// translates in both directions, so that the app's value keeps the identities it made and
/// the stack's reports still match it.
@MainActor
package final class RouteListMirror<Screen> {
    /// The stack that draws the value.
    package let stack: Stack<Screen>
    /// The value the app's route list was last known to hold.
    private var known: [Route<Screen>]?
    private var subscription: EventSubscription?
    /// Writes a route list into the app's value.
    private var write: ([Route<Screen>]) -> Void = { _ in }
    /// The stack's identity of each route of the value the stack shows under another identity.
    private var shownIDs: [RouteID: RouteID] = [:]
    /// The value's identity of each route the stack shows under another identity.
    private var valueIDs: [RouteID: RouteID] = [:]
    /// Hears of each presented route that leaves, once the value shows it gone.
    private var onDismiss: (@MainActor (RouteDismissal<Screen>) -> Void)?

    /// Creates a mirror over a new stack.
    ///
    /// - Parameter stack: The stack to draw the value with.
    package init(stack: Stack<Screen>) {
        self.stack = stack
        subscription = stack.onEvent { [weak self] in self?.stackChanged($0) }
    }

    /// Sets how to write a route list into the app's value, and who hears of dismissals.
    /// - Parameters:
    ///   - write: Writes a route list into the app's value.
    ///   - onDismiss: Called once for each presented route that leaves, by the user or by the
    ///     program, after the value was written.
    package func connect(
        _ write: @escaping ([Route<Screen>]) -> Void,
        onDismiss: (@MainActor (RouteDismissal<Screen>) -> Void)? = nil
    ) {
        self.write = write
        self.onDismiss = onDismiss
    }

    /// The app's value changed: the stack plans its way there, without animation the first
    /// time, keeping the screens showing that the value rebuilds. A list the stack refuses is
    /// corrected in the value.
    package func valueChanged(to routes: [Route<Screen>]) {
        if let known, Route.areSame(known, routes) { return }
        let isFirst = known == nil
        known = routes
        let asked = Self.relabel(routes, with: shownIDs)
        let target = RoutePlanner.keepingShownRoutes(of: stack.routes, in: asked).routes
        learnIdentities(of: routes, shownAs: target)
        guard !Route.areSame(target, stack.routes) else { return }
        let change = stack.setRoutes(target, animated: !isFirst)
        if case .rejected = change.outcomeIfEnded {
            let corrected = Self.relabel(stack.routes, with: valueIDs)
            known = corrected
            write(corrected)
        }
    }

    /// The stack changed: the value follows, then the handler hears of the presentations that
    /// left.
    private func stackChanged(_ event: StackEvent<Screen>) {
        writeBack(after: event)
        guard let onDismiss else { return }
        for dismissal in RouteDismissal.dismissals(in: event) {
            // The app hears of the route under the identity its value holds.
            onDismiss(
                RouteDismissal(
                    route: Self.relabel(dismissal.route, with: valueIDs), cause: dismissal.cause))
        }
    }

    /// Unless a plan is on its way to the value, the value takes the stack's routes (a pop or
    /// dismissal by the user, a cancelled plan).
    private func writeBack(after event: StackEvent<Screen>) {
        guard !stack.isRunningPlan else {
            if case .updated(let route) = event { targetEdited(route) }
            return
        }
        let routes = Self.relabel(stack.routes, with: valueIDs)
        if let known, Route.areSame(known, routes) { return }
        known = routes
        write(routes)
    }

    /// A route of the running change's target was edited in place: the value gets the edit and
    /// keeps the rest of the target.
    private func targetEdited(_ route: Route<Screen>) {
        let route = Self.relabel(route, with: valueIDs)
        guard var target = known, let index = target.firstIndex(where: { $0.id == route.id }),
            !target[index].isSame(as: route)
        else { return }
        target[index] = route
        known = target
        write(target)
    }

    /// Remembers, for each route of the value, the identity the stack is to show it under,
    /// where the two differ; forgets the routes the value no longer holds.
    private func learnIdentities(of routes: [Route<Screen>], shownAs target: [Route<Screen>]) {
        guard !shownIDs.isEmpty || zip(routes, target).contains(where: { $0.id != $1.id }) else {
            return
        }
        shownIDs = [:]
        valueIDs = [:]
        for (route, shown) in zip(routes, target) where route.id != shown.id {
            shownIDs[route.id] = shown.id
            valueIDs[shown.id] = route.id
        }
    }

    /// The routes with their identities translated; the same list when there is nothing to
    /// translate.
    private static func relabel(
        _ routes: [Route<Screen>], with ids: [RouteID: RouteID]
    ) -> [Route<Screen>] {
        guard !ids.isEmpty else { return routes }
        return routes.map { relabel($0, with: ids) }
    }

    private static func relabel(
        _ route: Route<Screen>, with ids: [RouteID: RouteID]
    ) -> Route<Screen> {
        guard let id = ids[route.id] else { return route }
        return route.identified(as: id)
    }
}
