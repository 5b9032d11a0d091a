extension RouteOptions {
    /// These options with a popover's compact adaptation set, when one is given: the one rule
    /// of the `adaptingTo:` parameter of `presentPopover` and `Route.popover`.
    ///
    /// ```swift
    /// RouteOptions().adaptingPopover(to: .sheet).popoverAdaptation  // .sheet
    /// ```
    /// - Parameter adaptation: The adaptation, or `nil` to keep the options' own.
    /// - Returns: The options.
    @usableFromInline
    func adaptingPopover(to adaptation: PopoverAdaptation?) -> RouteOptions {
        guard let adaptation else { return self }
        var options = self
        options.popoverAdaptation = adaptation
        return options
    }
}
