extension Stack {
    /// The route presented over a layer by a given presentation modifier, or `nil` if the
    /// layer presents nothing or presents with another.
    ///
    /// The SwiftUI layer reads this in the item binding of `sheet(item:)` for `.sheet`, of
    /// `popover(item:)` for `.popover` (a sheet route whose options make it a popover) and of
    /// `fullScreenCover(item:)` for `.fullScreenCover`, so each modifier shows only its own
    /// routes. It reads the layer's observable ``StackLayer/drawnPresentedID`` (a presentation
    /// waits there while another is in transition) and the presented route's entry, and
    /// nothing else.
    ///
    /// ```swift
    /// stack.present(.compose, style: .sheet(withNavigation: false))
    /// stack.presentedID(over: stack.baseLayer, as: .sheet)            // the sheet's ID
    /// stack.presentedID(over: stack.baseLayer, as: .fullScreenCover)  // nil
    /// ```
    /// - Parameters:
    ///   - layer: The layer the presentation covers.
    ///   - kind: The presentation modifier to look for.
    /// - Returns: The identifier of the presented route, or `nil`.
    /// - Complexity: O(1).
    @_spi(StapelUI)
    public func presentedID(over layer: StackLayer, as kind: PresentationKind) -> RouteID? {
        guard let id = layer.drawnPresentedID, route(for: id)?.presentationKind == kind else {
            return nil
        }
        return id
    }

    /// Reports a new value written to a presentation's item binding by SwiftUI.
    ///
    /// SwiftUI writes `nil` when the user dismisses a sheet, popover or cover, for example by
    /// swiping it down. The report is applied, as ``reportDismissal(of:)``, only if the layer
    /// still presents a route with that modifier; any other value is stale or a no-op and
    /// changes nothing.
    ///
    /// ```swift
    /// let layer = stack.baseLayer
    /// HomeView()
    ///     .sheet(item: Binding(
    ///         get: { stack.presentedID(over: layer, as: .sheet) },
    ///         set: { stack.reportPresentedID($0, as: .sheet, over: layer) }
    ///     )) { id in Text("\(id)") }
    /// ```
    /// - Parameters:
    ///   - id: The value SwiftUI wrote.
    ///   - kind: The presentation modifier the binding draws.
    ///   - layer: The layer the presentation covers.
    /// - Returns: Whether a dismissal was applied.
    @discardableResult
    @_spi(StapelUI)
    public func reportPresentedID(
        _ id: RouteID?, as kind: PresentationKind, over layer: StackLayer
    ) -> Bool {
        guard id == nil, let presented = presentedID(over: layer, as: kind) else { return false }
        if kind == .alert || kind == .confirmationDialog {
            // Cleared without one of the app's buttons: the OK or Cancel button the platform
            // added, or a tap outside a dialog.
            return answerAlert(presented, buttonAt: nil)
        }
        return reportDismissal(of: presented)
    }
}
