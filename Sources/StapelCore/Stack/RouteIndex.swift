/// Where a stack's routes are, by identifier, and whether any of them has state to drop when it
/// leaves.
///
/// Routes are indexed when one is first looked up, not when they are pushed: a push or a pop
/// with no look-up in between touches no dictionary.
@usableFromInline
struct RouteIndex {
    /// The index of each of the first ``indexedCount`` routes, by identifier; see
    /// `Stack.position(of:)`.
    @usableFromInline var positions: [RouteID: Int] = [:]
    /// How many routes, from the bottom, ``positions`` holds.
    @usableFromInline var indexedCount = 0
    /// Whether a route may have an entry, an evaluator or a presentation watch to drop when it
    /// leaves: set when one is added, worked out again when routes leave. `false` means none
    /// has, so a pop need not look (asking the generic dictionaries costs type metadata
    /// look-ups, more than the pop itself).
    @usableFromInline var hasRouteState = false
}
