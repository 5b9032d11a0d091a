/// Decides, from context, what happens to a push that lands on a screen slot.
///
/// Install an evaluator on the root or on any route with
/// ``Stack/setEvaluator(_:for:fileID:filePath:line:column:)``. When a push lands on that slot (the
/// slot of the top screen), the stack asks ``decide(_:)``. For ``PushDecision/handleInPlace``,
/// the stack then hands the request to the in-place handler so that the screen can update itself.
/// ``Stack/evaluate(_:style:name:context:)`` asks the same question without acting, so a decision
/// must have no side effects; put them in the handler.
///
/// ```swift
/// let evaluator = PushEvaluator<Screen>(
///     decide: { request in
///         request.context.incomingChat == chatID ? .handleInPlace : .offer
///     },
///     handleInPlace: { request in
///         stack.updateScreen(request.screen, forRoute: chatRouteID)
///     }
/// )
/// stack.setEvaluator(evaluator, for: .route(chatRouteID))
/// ```
@MainActor
public struct PushEvaluator<Screen> {
    private let decision: @MainActor (PushRequest<Screen>) -> PushDecision
    private let inPlaceHandler: @MainActor (PushRequest<Screen>) -> Void

    /// Creates an evaluator from a decision and an optional in-place handler.
    ///
    /// ```swift
    /// let evaluator = PushEvaluator<Screen> { request in
    ///     request.context.isEmpty ? .reject : .push
    /// }
    /// ```
    /// - Parameters:
    ///   - decide: Returns the decision for a request. It must have no side effects: dry runs
    ///     call it too.
    ///   - handleInPlace: Called with the request when `decide` returned
    ///     ``PushDecision/handleInPlace`` for a real push.
    public init(
        decide: @escaping @MainActor (PushRequest<Screen>) -> PushDecision,
        handleInPlace: @escaping @MainActor (PushRequest<Screen>) -> Void = { _ in }
    ) {
        self.decision = decide
        self.inPlaceHandler = handleInPlace
    }

    /// Creates an evaluator that pushes when a condition holds and rejects otherwise: a yes-or-no
    /// evaluation function, such as a `(context) -> Bool`.
    ///
    /// ```swift
    /// let evaluator = PushEvaluator<Screen>(allowing: { $0.context.isSignedIn })
    /// ```
    /// - Parameter condition: Whether the push may happen.
    public init(allowing condition: @escaping @MainActor (PushRequest<Screen>) -> Bool) {
        self.init(decide: { condition($0) ? .push : .reject })
    }

    /// Returns the decision for a request, without side effects.
    ///
    /// ```swift
    /// let decision = evaluator.decide(request)
    /// ```
    /// - Parameter request: The request that lands on this evaluator's slot.
    /// - Returns: The decision.
    public func decide(_ request: PushRequest<Screen>) -> PushDecision {
        decision(request)
    }

    /// Hands a request the evaluator decided to handle in place to its handler.
    ///
    /// ```swift
    /// evaluator.handleInPlace(request)
    /// ```
    /// - Parameter request: The request to handle.
    public func handleInPlace(_ request: PushRequest<Screen>) {
        inPlaceHandler(request)
    }
}
