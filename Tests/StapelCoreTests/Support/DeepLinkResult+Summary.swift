import StapelCore

extension DeepLinkResult {
    /// What the result says, without the change object, for comparisons in tests.
    var summary: DeepLinkResult {
        DeepLinkResult(routeCount: routeCount, keptCount: keptCount, outcome: outcome)
    }
}
