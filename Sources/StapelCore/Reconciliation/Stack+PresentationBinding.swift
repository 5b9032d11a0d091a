extension Stack {
    /// The route presented over a layer with a given presentation style, or `nil` if the layer
    /// presents nothing or presents with the other style.
    ///
    /// The SwiftUI layer reads this in the item binding of `sheet(item:)` for `.sheet` and of
    /// `fullScreenCover(item:)` for `.fullScreenCover`, so each modifier shows only its own
    /// routes. It reads the layer's observable ``StackLayer/drawnPresentedID`` (a presentation
    /// waits there while another is in transition) and the presented route's entry, and
    /// nothing else.
    ///
    /// ```swift
    /// stack.present(.compose, style: .sheet)
    /// stack.presentedID(over: stack.baseLayer, as: .sheet)            // the sheet's ID
    /// stack.presentedID(over: stack.baseLayer, as: .fullScreenCover)  // nil
    /// ```
    /// - Parameters:
    ///   - layer: The layer the presentation covers.
    ///   - style: The presentation style to look for.
    /// - Returns: The identifier of the presented route, or `nil`.
    /// - Complexity: O(1).
    @_spi(StapelUI)
    public func presentedID(over layer: StackLayer, as style: PresentationStyle) -> RouteID? {
        guard let id = layer.drawnPresentedID,
            route(for: id)?.style.presentation == style
        else { return nil }
        return id
    }

    /// Reports a new value written to a presentation's item binding by SwiftUI.
    ///
    /// SwiftUI writes `nil` when the user dismisses a sheet or cover, for example by swiping it
    /// down. The report is applied, as ``reportDismissal(of:)``, only if the layer still
    /// presents a route with that style; any other value is stale or a no-op and changes
    /// nothing.
    ///
    /// ```swift
    /// .sheet(item: Binding(
    ///     get: { stack.presentedID(over: layer, as: .sheet) },
    ///     set: { stack.reportPresentedID($0, as: .sheet, over: layer) }
    /// )) { id in … }
    /// ```
    /// - Parameters:
    ///   - id: The value SwiftUI wrote.
    ///   - style: The presentation style the binding draws.
    ///   - layer: The layer the presentation covers.
    /// - Returns: Whether a dismissal was applied.
    @discardableResult
    @_spi(StapelUI)
    public func reportPresentedID(
        _ id: RouteID?, as style: PresentationStyle, over layer: StackLayer
    ) -> Bool {
        guard id == nil, let presented = presentedID(over: layer, as: style) else { return false }
        return reportDismissal(of: presented)
    }
}
