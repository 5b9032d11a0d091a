/// A change to a ``Stack``, or the outcome of a push request.
///
/// Every operation emits events after the state has changed, top-most change first. Observe them
/// synchronously with ``Stack/onEvent(_:)`` or as an `AsyncSequence` with ``Stack/events(bufferingPolicy:)``.
///
/// ```swift
/// stack.onEvent { event in
///     if case .pushed(let route) = event { analytics.log("open \(route.screen)") }
/// }
/// ```
public enum StackEvent<Screen> {
    /// A push or presentation was asked for, and this is what came of it: emitted when the
    /// evaluator of the layer it lands on decided, or when it did not land as asked (rejected,
    /// handled in place, offered, no navigation, a name taken), before the change it caused (if
    /// any). A request that no evaluator decided and that landed as asked emits only its
    /// ``pushed(_:)`` or ``presented(_:)``.
    case pushEvaluated(PushRequest<Screen>, PushResult)
    /// A route was pushed.
    case pushed(Route<Screen>)
    /// A route was presented as a sheet or cover.
    case presented(Route<Screen>)
    /// Pushed routes were popped by the program, bottom-most first.
    case popped([Route<Screen>])
    /// A presentation and everything above it were dismissed by the program, bottom-most first.
    case dismissed([Route<Screen>])
    /// The top route was replaced.
    case replaced(old: Route<Screen>, new: Route<Screen>)
    /// The user popped these pushed routes in the UI (back button, swipe, long-press menu),
    /// bottom-most first.
    case poppedByUser([Route<Screen>])
    /// The user dismissed this presentation in the UI (swipe down, or a system dismiss), with
    /// everything above it, bottom-most first.
    case dismissedByUser([Route<Screen>])
    /// The user answered an alert or a confirmation dialog with the button of this label (`nil`
    /// for the OK or Cancel button the platform added, or a tap outside a dialog). Emitted after
    /// the alert's ``dismissedByUser(_:)``, before the button's action reaches the app.
    case alertAnswered(Route<Screen>, button: String?)
    /// A change that would have removed this route stopped at it: its leave guard refused, or
    /// asked and the question went without `Stack.allowLeaving()`. The route is on top.
    case leaveRefused(Route<Screen>)
    /// A route's screen value or name was edited in place; its identity stayed.
    case updated(Route<Screen>)
    /// A step of a multi-step change was applied. Changes that fit in one update emit no step
    /// events.
    case planStepApplied(StackChange.Step)
    /// The steps of a multi-step change after this one were cancelled, by a newer change or by
    /// the user.
    case planCancelled(StackChange.Step)
    /// An evaluator kept a request as an offer.
    case offered(PushOffer<Screen>)
    /// An offer was accepted; a push event follows.
    case offerAccepted(PushOffer<Screen>)
    /// An offer was declined, or withdrawn because its layer left the stack.
    case offerDeclined(PushOffer<Screen>)
}

extension StackEvent: Equatable where Screen: Equatable {}
extension StackEvent: Hashable where Screen: Hashable {}
extension StackEvent: Sendable where Screen: Sendable {}
