/// What a ``PushEvaluator`` decides about a ``PushRequest``.
///
/// ```swift
/// let evaluator = PushEvaluator<Screen> { request in
///     guard case .chat(let id) = request.screen else { return .push }
///     return id == openChatID ? .handleInPlace : .offer
/// }
/// ```
public enum PushDecision: Hashable, Sendable, CaseIterable {
    /// Push or present the screen.
    case push
    /// Drop the request. Nothing changes.
    case reject
    /// The screen updates itself instead, for example the open chat inserts the new message.
    /// The evaluator's in-place handler receives the request.
    case handleInPlace
    /// Replace the route the request lands on instead of stacking on top of it, for example
    /// chat B replaces chat A rather than piling chats up. At the root this is a push.
    case replaceTop
    /// Keep the request as a ``PushOffer`` the user may accept later, for example a bubble
    /// that pushes the chat when tapped. The offer goes when its slot's route leaves the stack.
    case offer
}
