/// The result of a push or presentation: its outcome, where it landed, and what it created.
///
/// ```swift
/// let result = stack.push(.chat(id: 42))
/// if result.outcome == .pushed, let id = result.routeID {
///     print("pushed as \(id) on \(result.slot)")
/// }
/// ```
public struct PushResult: Hashable, Sendable, CustomStringConvertible {
    /// What came of a push or presentation request.
    ///
    /// ```swift
    /// switch stack.push(.chat(id: 42)).outcome {
    /// case .pushed: print("now in chat 42")
    /// case .handledInPlace: print("chat 42 was open already")
    /// default: break
    /// }
    /// ```
    public enum Outcome: Hashable, Sendable, CaseIterable {
        /// A new route was added on top.
        case pushed
        /// The top route was replaced by the new one.
        case replacedTop
        /// The screen handled the request itself; the routes did not change.
        case handledInPlace
        /// The request was kept as a ``PushOffer``; the routes did not change.
        case offered
        /// The evaluator rejected the request; nothing changed.
        case rejected
        /// The request could not be applied: a push onto a presentation without navigation, or
        /// a push or presentation over an alert or a confirmation dialog. Nothing changed, and
        /// a runtime warning was reported.
        case noNavigation
        /// The request could not be applied: the route would carry a name that a route on the
        /// stack carries already, and names are unique on a stack. Nothing changed, and a
        /// runtime warning of kind ``StapelWarning/Kind/duplicateName`` was reported.
        case duplicateName
    }

    /// What came of the request.
    ///
    /// ```swift
    /// stack.push(.inbox).outcome == .pushed
    /// ```
    public var outcome: Outcome
    /// The slot the request landed on.
    ///
    /// ```swift
    /// stack.push(.inbox).slot  // .root on an empty stack
    /// ```
    public var slot: ScreenSlot
    /// The identifier of the new route, for ``PushResult/Outcome/pushed`` and
    /// ``PushResult/Outcome/replacedTop``. A dry run (``Stack/evaluate(_:style:name:context:)``) leaves it `nil`.
    ///
    /// ```swift
    /// let id = stack.push(.inbox).routeID
    /// ```
    public var routeID: RouteID?
    /// The identifier of the new offer, for ``PushResult/Outcome/offered``. `nil` for a dry run.
    ///
    /// ```swift
    /// let offer = stack.push(.chat(id: 2), context: context).offerID
    /// ```
    public var offerID: OfferID?

    /// Creates a result.
    ///
    /// ```swift
    /// let result = PushResult(outcome: .rejected, slot: .root)
    /// ```
    /// - Parameters:
    ///   - outcome: What came of the request.
    ///   - slot: The slot the request landed on.
    ///   - routeID: The identifier of the new route, if one was created.
    ///   - offerID: The identifier of the new offer, if one was created.
    @inlinable
    public init(
        outcome: Outcome, slot: ScreenSlot, routeID: RouteID? = nil, offerID: OfferID? = nil
    ) {
        self.outcome = outcome
        self.slot = slot
        self.routeID = routeID
        self.offerID = offerID
    }

    /// A short text form, such as `pushed #3 on root`.
    public var description: String {
        var text = "\(outcome)"
        if let routeID { text += " \(routeID)" }
        if let offerID { text += " offer \(offerID.rawValue)" }
        return text + " on \(slot)"
    }
}
