extension RoutePlanner {
    /// An assigned route list, with the routes that keep showing given the identities they are
    /// shown with.
    ///
    /// The routes kept are the longest shared bottom in which each assigned route, position by
    /// position, either has the identity of the route shown there, or shows the same thing
    /// (``Route/showsSame(as:)``: the same style, the same name, and an `Equatable` screen equal
    /// to the one shown) while the shown route's identity is nowhere in the assigned list. An
    /// assigned route of the second kind takes the shown route's identity, so that the planner
    /// keeps it, and SwiftUI keeps its view and its state; everything else about the assigned list
    /// is left as it is.
    ///
    /// ```swift
    /// // `.inbox` is showing as #3; the rebuilt list made a new `.inbox`, #9.
    /// let (routes, kept) = RoutePlanner.keepingShownRoutes(of: [inbox3], in: [inbox9, chat10])
    /// routes.map(\.id)  // [#3, #10]
    /// kept  // 1
    /// ```
    /// - Parameters:
    ///   - shown: The routes on the stack, bottom-most first.
    ///   - assigned: The routes wanted, bottom-most first.
    /// - Returns: The routes to plan towards, and how many at the bottom keep showing.
    /// - Complexity: O(k) in the number of routes kept while they keep their identities; O(n)
    ///   in the length of `assigned` once one takes a shown identity.
    package static func keepingShownRoutes<Screen>(
        of shown: [Route<Screen>], in assigned: [Route<Screen>]
    ) -> (routes: [Route<Screen>], kept: Int) {
        let limit = min(shown.count, assigned.count)
        // The routes that keep their identities, through buffer pointers: the common case.
        var kept = commonPrefixLength(shown, assigned)
        guard kept < limit else { return (assigned, kept) }
        var routes = assigned
        var assignedIDs: Set<RouteID>?
        while kept < limit {
            let old = shown[kept]
            let new = assigned[kept]
            if old.id != new.id {
                guard old.showsSame(as: new) else { break }
                let ids = assignedIDs ?? Set(assigned.lazy.map(\.id))
                assignedIDs = ids
                guard !ids.contains(old.id) else { break }
                routes[kept] = new.identified(as: old.id)
            }
            kept += 1
        }
        return (routes, kept)
    }
}
