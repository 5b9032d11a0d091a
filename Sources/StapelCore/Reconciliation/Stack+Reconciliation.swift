extension Stack {
    /// Reports that the user changed a navigation layer's path in the UI: the back button, a
    /// swipe, or the long-press back menu.
    ///
    /// The SwiftUI layer calls this from the setter of a navigation stack's path binding. The
    /// report is applied only if it still matches the state: `path` must be a strict prefix of
    /// the layer's current path, and the layer must still be on the stack. A duplicate, stale or
    /// out-of-order report changes nothing and reports no warning, because SwiftUI sends such
    /// reports in normal use.
    ///
    /// User intent wins: a report applied while a multi-step change is running cancels the
    /// change's remaining steps, and the stack stays where the user left it.
    ///
    /// ```swift
    /// let layer = stack.baseLayer
    /// NavigationStack(path: Binding(
    ///     get: { layer.path },
    ///     set: { stack.reportPath($0, ofLayerStartedBy: layer.rootID) }
    /// )) { HomeView() }
    /// ```
    /// - Parameters:
    ///   - path: The route identifiers the navigation stack now shows, bottom-most first.
    ///   - rootID: The presented route that starts the layer, or `nil` for the base layer.
    /// - Returns: Whether the report was applied.
    /// - Complexity: O(k), where k is the length of the layer's path.
    @discardableResult
    @_spi(StapelUI)
    public func reportPath(_ path: [RouteID], ofLayerStartedBy rootID: RouteID?) -> Bool {
        guard let layer = rootID.map({ layer(startedBy: $0) }) ?? baseLayer,
            path.count < layer.path.count,
            layer.path.starts(with: path),
            let index = position(of: layer.path[path.count])
        else { return false }
        applyUserChange(removingFrom: index)
        return true
    }

    /// Reports that the user dismissed a presented route in the UI, for example by swiping a
    /// sheet down.
    ///
    /// SwiftUI writes `nil` to a `sheet(item:)` or `fullScreenCover(item:)` binding when the
    /// user dismisses the presentation; the SwiftUI layer's binding hands that to
    /// ``reportPresentedID(_:as:over:)``, which calls this. The report is applied only if the
    /// route is still presented; a duplicate or stale report changes nothing and reports no
    /// warning. A report applied while a multi-step change is running cancels the change's
    /// remaining steps: user intent wins.
    ///
    /// ```swift
    /// let layer = stack.baseLayer
    /// HomeView()
    ///     .sheet(item: Binding(
    ///         get: { layer.presentedID },
    ///         set: { if $0 == nil, let id = layer.presentedID { stack.reportDismissal(of: id) } }
    ///     )) { id in Text("\(id)") }
    /// ```
    /// - Parameter id: The identifier of the presented route.
    /// - Returns: Whether the report was applied.
    /// - Complexity: O(k), where k is the number of routes dismissed.
    @discardableResult
    @_spi(StapelUI)
    public func reportDismissal(of id: RouteID) -> Bool {
        guard let index = position(of: id), storedRoutes[index].style.isPresentation else {
            return false
        }
        applyUserChange(removingFrom: index)
        return true
    }
}
