import Observation

// What a view that draws a split view reports: its size class, and the user's back in the
// split view collapsed to one column. Reports apply only while they match the model.
extension SplitNavigation {
    /// The identities of the selections as they are now, for a view to draw and report with.
    @_spi(StapelUI)
    public var selectionIdentity: SplitSelectionIdentity {
        registrar.access(self, keyPath: \.sidebarSelection)
        registrar.access(self, keyPath: \.contentSelection)
        return SplitSelectionIdentity(
            sidebar: columns.sidebarRouteID, content: columns.contentRouteID)
    }

    /// Reports whether the split view shows as one stack (a compact width) or as columns.
    ///
    /// ```swift
    /// @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    ///
    /// var body: some View {
    ///     ContentView()
    ///         .onChange(of: horizontalSizeClass, initial: true) {
    ///             split.reportCollapsed(horizontalSizeClass == .compact)
    ///         }
    /// }
    /// ```
    /// - Parameter collapsed: Whether the split view is collapsed to one column.
    @_spi(StapelUI)
    public func reportCollapsed(_ collapsed: Bool) {
        guard collapsed != storedIsCollapsed else { return }
        registrar.withMutation(of: self, keyPath: \.isCollapsed) {
            storedIsCollapsed = collapsed
        }
    }

    /// Reports that the user went back in the split view collapsed to one column, to a column
    /// before the one on top, as SwiftUI writes its `preferredCompactColumn`: the column the
    /// user went back to loses its selection, and the columns after it what they showed.
    ///
    /// The report applies only while the split view is collapsed (``isCollapsed``), the
    /// selections are still those the view drew, and the column is before the ``topColumn``;
    /// otherwise it is stale, and ignored: side by side, the column on top means nothing.
    ///
    /// - Parameters:
    ///   - column: The column on top now.
    ///   - drawn: The ``selectionIdentity`` the view drew.
    /// - Returns: Whether the report applied.
    @_spi(StapelUI)
    @discardableResult
    public func reportCompactColumn(_ column: SplitColumn, drawn: SplitSelectionIdentity)
        -> Bool
    {
        var target = state
        guard storedIsCollapsed, target.applyUserBack(to: column, drawn: drawn) else {
            return false
        }
        applySelections(of: target)
        clearDetail()
        return true
    }
}
