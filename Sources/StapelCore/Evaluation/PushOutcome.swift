/// What came of a push or presentation request.
///
/// ```swift
/// switch stack.push(.chat(id: 42)).outcome {
/// case .pushed: print("now in chat 42")
/// case .handledInPlace: print("chat 42 was open already")
/// default: break
/// }
/// ```
public enum PushOutcome: Hashable, Sendable, CaseIterable {
    /// A new route was added on top.
    case pushed
    /// The top route was replaced by the new one.
    case replacedTop
    /// The layer handled the request itself; the routes did not change.
    case handledInPlace
    /// The request was kept as a ``PushOffer``; the routes did not change.
    case offered
    /// The evaluator rejected the request; nothing changed.
    case rejected
    /// The request could not be applied: a push onto a presentation without navigation.
    /// Nothing changed, and a runtime warning was reported.
    case noNavigation
}
