/// The result of a push or presentation: its outcome, where it landed, and what it created.
///
/// ```swift
/// let result = stack.push(.chat(id: 42))
/// if result.outcome == .pushed, let id = result.routeID {
///     print("pushed as \(id) on \(result.pusher)")
/// }
/// ```
public struct PushResult: Hashable, Sendable, CustomStringConvertible {
    /// What came of the request.
    ///
    /// ```swift
    /// stack.push(.inbox).outcome == .pushed
    /// ```
    public var outcome: PushOutcome
    /// The layer the request landed on.
    ///
    /// ```swift
    /// stack.push(.inbox).pusher  // .root on an empty stack
    /// ```
    public var pusher: Pusher
    /// The identifier of the new route, for ``PushOutcome/pushed`` and
    /// ``PushOutcome/replacedTop``. A dry run (``Stack/evaluate(_:style:name:context:)``) leaves it `nil`.
    ///
    /// ```swift
    /// let id = stack.push(.inbox).routeID
    /// ```
    public var routeID: RouteID?
    /// The identifier of the new offer, for ``PushOutcome/offered``. `nil` for a dry run.
    ///
    /// ```swift
    /// let offer = stack.push(.chat(id: 2), context: context).offerID
    /// ```
    public var offerID: PushOfferID?

    /// Creates a result.
    ///
    /// ```swift
    /// let result = PushResult(outcome: .rejected, pusher: .root)
    /// ```
    /// - Parameters:
    ///   - outcome: What came of the request.
    ///   - pusher: The layer the request landed on.
    ///   - routeID: The identifier of the new route, if one was created.
    ///   - offerID: The identifier of the new offer, if one was created.
    @inlinable
    public init(
        outcome: PushOutcome, pusher: Pusher, routeID: RouteID? = nil, offerID: PushOfferID? = nil
    ) {
        self.outcome = outcome
        self.pusher = pusher
        self.routeID = routeID
        self.offerID = offerID
    }

    /// A short text form, such as `pushed #3 on root`.
    ///
    /// ```swift
    /// print(stack.push(.settings))  // "pushed #3 on root"
    /// ```
    public var description: String {
        var text = "\(outcome)"
        if let routeID { text += " \(routeID)" }
        if let offerID { text += " offer \(offerID.rawValue)" }
        return text + " on \(pusher)"
    }
}
