// The user's back in a split view collapsed to one column, as a view reports it: the one rule
// for a `SplitState` value and a `SplitNavigation` alike.
extension SplitState {
    /// The identities of the selections, for a view to draw and report with.
    @_spi(StapelUI)
    public var selectionIdentity: SplitSelectionIdentity {
        SplitSelectionIdentity(sidebar: sidebarRouteID, content: contentRouteID)
    }

    /// Applies the user's back to a column before the one on top: the column loses its
    /// selection, and the columns after it what they showed.
    ///
    /// It applies only while the split view is collapsed, the selections are those the view
    /// drew, and the column is before ``topColumn``; otherwise the report is stale, and nothing
    /// changes: side by side, the column on top means nothing.
    ///
    /// ```swift
    /// let drawnIdentity = state.selectionIdentity  // what the view drew
    /// state.applyUserBack(to: .content, drawn: drawnIdentity)  // the message is deselected
    /// ```
    /// - Parameters:
    ///   - column: The column the user went back to.
    ///   - drawn: The ``selectionIdentity`` the view drew.
    ///   - collapsed: Whether the split view is collapsed to one column.
    /// - Returns: Whether it applied.
    @_spi(StapelUI)
    @discardableResult
    public mutating func applyUserBack(
        to column: SplitColumn, drawn: SplitSelectionIdentity, whileCollapsed collapsed: Bool = true
    ) -> Bool {
        guard collapsed, drawn == selectionIdentity, column < topColumn else { return false }
        switch column {
        case .sidebar:
            sidebarSelection = nil
            contentSelection = nil
        case .content:
            contentSelection = nil
        case .detail:
            return false
        }
        detailRoutes = []
        return true
    }
}
