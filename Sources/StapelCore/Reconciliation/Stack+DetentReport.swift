extension Stack {
    /// Reports that the user dragged a sheet to another of its detents.
    ///
    /// The SwiftUI layer calls this from the setter of the selection binding it hands
    /// `presentationDetents(_:selection:)`. The report is applied only while it matches the
    /// state: the route is still on the stack, presented as a sheet (or a popover, which shows
    /// as a sheet in a compact width), the detent is one of its detents, and the sheet does not
    /// rest there already. A stale or duplicate report changes nothing and reports no warning.
    ///
    /// The route's ``RouteOptions/selectedDetent`` becomes the detent, with a
    /// ``StackEvent/updated(_:)`` event. It is an edit of the route in place, not a change of
    /// the route list: a multi-step change under way goes on.
    ///
    /// ```swift
    /// // The selection that the sheet's `presentationDetents(_:selection:)` reads and writes:
    /// let selection = Binding(
    ///     get: { entry.route.options.shownDetent },
    ///     set: { stack.reportSelectedDetent($0, ofRoute: entry.id) }
    /// )
    /// ```
    /// - Parameters:
    ///   - detent: The detent the sheet rests at now.
    ///   - id: The presented route's identifier.
    /// - Returns: Whether the report was applied.
    /// - Complexity: O(k) in the number of the route's detents.
    @discardableResult
    @_spi(StapelUI)
    public func reportSelectedDetent(_ detent: SheetDetent, ofRoute id: RouteID) -> Bool {
        guard let index = position(of: id) else { return false }
        let route = storedRoutes[index]
        guard route.presentationKind == .sheet || route.presentationKind == .popover,
            route.options.detents.contains(detent), route.options.shownDetent != detent
        else { return false }
        var options = route.options
        options.selectedDetent = detent
        replaceOptions(options, at: index)
        return true
    }
}
