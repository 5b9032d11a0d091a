/// A push an evaluator chose to offer instead of performing, such as a bubble for a message in
/// another chat that pushes that chat when the user taps it.
///
/// A ``Stack`` keeps its offers in ``Stack/pushOffers`` until they are accepted or declined. An
/// offer is declined on its own when the layer that made it leaves the stack.
///
/// ```swift
/// for offer in stack.pushOffers {
///     print("tap to open \(offer.request.screen)")
/// }
/// stack.acceptOffer(stack.pushOffers[0].id)
/// ```
public struct PushOffer<Screen>: Identifiable {
    /// The identity of an offer; see ``PushResult/OfferID``.
    public typealias ID = PushResult.OfferID

    /// The identity of the offer.
    ///
    /// ```swift
    /// stack.acceptOffer(offer.id)
    /// ```
    public let id: ID
    /// The request that was offered. Its ``PushRequest/slot`` is the slot whose evaluator made the offer.
    ///
    /// ```swift
    /// print(offer.request.screen)
    /// ```
    public let request: PushRequest<Screen>

    /// Creates an offer.
    ///
    /// ```swift
    /// let offer = PushOffer(id: PushResult.OfferID(rawValue: 1), request: request)
    /// ```
    /// - Parameters:
    ///   - id: The identity of the offer.
    ///   - request: The request that was offered.
    public init(id: ID, request: PushRequest<Screen>) {
        self.id = id
        self.request = request
    }
}

extension PushOffer: Equatable where Screen: Equatable {}
extension PushOffer: Hashable where Screen: Hashable {}
extension PushOffer: Sendable where Screen: Sendable {}
