/// The pushes a stack's evaluators chose to offer rather than perform, and the last offer
/// identifier used.
@usableFromInline
struct PendingOffers<Screen> {
    /// The offers, oldest first: what `Stack.pushOffers` reads.
    @usableFromInline var stored: [PushOffer<Screen>] = []
    /// The number behind the last offer identifier.
    var lastID: UInt64 = 0

    /// Whether no offer is pending.
    @inlinable var isEmpty: Bool { stored.isEmpty }
}
