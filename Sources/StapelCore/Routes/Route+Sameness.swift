extension Route {
    /// Whether this route shows what another shows, the same way: the same style, name and
    /// options, and screens known to be equal: `Equatable` and equal, whatever `Screen` is.
    /// Identities are not compared, nor the selected detent: it is where the user left the
    /// sheet, not how it is shown, so a route list that differs from the shown routes only there
    /// keeps the sheet up and moves it (see ``RouteOptions/selectedDetent``).
    ///
    /// With ``isSame(as:)``, the one definition of "the same route": the planner, the stack's
    /// in-place updates, deep links and a route list held as a value all use it.
    package func showsSame(as other: Route) -> Bool {
        style == other.style && name == other.name && options.presentsSame(as: other.options)
            && areKnownEqual(screen, other.screen)
    }

    /// Whether this is the same route as another, showing the same, at the same detent: the
    /// same identity, ``showsSame(as:)``, and the same selected detent.
    package func isSame(as other: Route) -> Bool {
        id == other.id && showsSame(as: other)
            && options.selectedDetent == other.options.selectedDetent
    }

    /// Whether two route lists hold the same routes in the same order (see ``isSame(as:)``).
    /// - Complexity: O(n) in the number of routes.
    package static func areSame(_ lhs: [Route], _ rhs: [Route]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isSame(as: $1) }
    }
}

/// Whether two values are known to be equal: `true` only if they are `Equatable` and equal.
private func areKnownEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
