extension RouteTarget {
    /// The index of the topmost route at or above `start` that the target names, or `nil`.
    ///
    /// ```swift
    /// RouteTarget<Screen>.name("inbox").topmostIndex(in: routes, from: 0)
    /// ```
    /// - Parameters:
    ///   - routes: The routes to search, bottom-most first.
    ///   - start: The lowest index to look at.
    ///   - position: Where the route with an identifier stands, if the caller has an index of
    ///     them; `nil` to search the routes.
    /// - Returns: The index, or `nil` for ``root`` and for a target that names no route there.
    /// - Complexity: O(n) in the number of routes searched, O(1) for an identifier with
    ///   `position`.
    package func topmostIndex(
        in routes: [Route<Screen>], from start: Int, position: ((RouteID) -> Int?)? = nil
    ) -> Int? {
        guard start < routes.count else { return nil }
        switch self {
        case .root:
            return nil
        case .id(let id):
            if let position {
                guard let index = position(id), index >= start else { return nil }
                return index
            }
            return routes[start...].lastIndex { $0.id == id }
        case .name(let name):
            return routes[start...].lastIndex { $0.name == name }
        case .index(let index):
            return index >= start && index < routes.count ? index : nil
        case .matching(let predicate):
            return routes[start...].lastIndex(where: predicate)
        }
    }
}
