/// Keeps a `Stack` and a route list the app holds as a value in step, for the SwiftUI layer's
/// `StapelStack($routes)`: a change of the value is a planned `setRoutes`, and what the user
/// does is written back into the value. While a multi-step change runs, the value keeps the
/// target the app asked for; the stack's intermediate steps are not written back, but a screen
/// edited in place meanwhile is, into that target.
@MainActor
package final class RouteListMirror<Screen> {
    /// The stack that draws the value.
    package let stack: Stack<Screen>
    /// The value the app's route list was last known to hold.
    private var known: [Route<Screen>]?
    private var subscription: EventSubscription?
    /// Writes a route list into the app's value.
    private var write: ([Route<Screen>]) -> Void = { _ in }
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
    /// time. A list the stack refuses is corrected in the value.
    package func valueChanged(to routes: [Route<Screen>]) {
        if let known, Route.areSame(known, routes) { return }
        let isFirst = known == nil
        known = routes
        guard !Route.areSame(routes, stack.routes) else { return }
        let change = stack.setRoutes(routes, animated: !isFirst)
        if case .rejected = change.outcome {
            known = stack.routes
            write(stack.routes)
        }
    }

    /// The stack changed: the value follows, then the handler hears of the presentations that
    /// left.
    private func stackChanged(_ event: StackEvent<Screen>) {
        writeBack(after: event)
        guard let onDismiss else { return }
        for dismissal in RouteDismissal.dismissals(in: event) {
            onDismiss(dismissal)
        }
    }

    /// Unless a plan is on its way to the value, the value takes the stack's routes (a pop or
    /// dismissal by the user, a cancelled plan).
    private func writeBack(after event: StackEvent<Screen>) {
        guard !stack.isRunningPlan else {
            if case .updated(let route) = event { targetEdited(route) }
            return
        }
        if let known, Route.areSame(known, stack.routes) { return }
        known = stack.routes
        write(stack.routes)
    }

    /// A route of the running change's target was edited in place: the value gets the edit and
    /// keeps the rest of the target.
    private func targetEdited(_ route: Route<Screen>) {
        guard var target = known, let index = target.firstIndex(where: { $0.id == route.id }),
            !target[index].isSame(as: route)
        else { return }
        target[index] = route
        known = target
        write(target)
    }
}
