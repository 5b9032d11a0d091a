extension PushResult {
    /// The identity of a ``PushOffer``: its ``PushOffer/id``, and the ``PushResult/offerID`` of the
    /// push that made it. Where an offer is at hand it is spelled `PushOffer.ID`.
    ///
    /// ```swift
    /// if let offerID = stack.push(.chat(id: 7), context: context).offerID {
    ///     stack.acceptOffer(offerID)
    /// }
    /// ```
    public struct OfferID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The raw number behind the identifier.
        public let rawValue: UInt64

        /// Creates an identifier from a raw number.
        ///
        /// ```swift
        /// let id = PushResult.OfferID(rawValue: 1)
        /// ```
        /// - Parameter rawValue: The raw number.
        public init(rawValue: UInt64) {
            self.rawValue = rawValue
        }

        /// A short text form, such as `offer 3`.
        public var description: String { "offer \(rawValue)" }
    }
}
