// The split view drawn as one navigation stack, in any width: which columns stand above the
// sidebar, and which column the user's back leaves on top. One rule for `SplitState` values and
// `SplitNavigation` alike.
extension SplitState {
    /// The columns the split view drawn as one stack shows above the sidebar, bottom first: the
    /// content column (with three columns) and the detail column, up to ``topColumn``.
    ///
    /// ```swift
    /// SplitState<Mailbox, Message.ID, MailScreen>(sidebarSelection: .inbox)
    ///     .columnsAboveSidebar  // [.content]
    /// ```
    @_spi(StapelUI)
    public var columnsAboveSidebar: [SplitColumn] {
        let top = topColumn
        return [SplitColumn.content, .detail].filter {
            $0 <= top && ($0 != .content || Self.hasContentColumn)
        }
    }

    /// The selections a column shows, the identity of its screen in the split view drawn as
    /// one stack: none for the sidebar, the sidebar's for the content column, both for the
    /// detail column. A new selection before a column is a new screen for it.
    ///
    /// ```swift
    /// state.selections(shownBy: .content).content  // nil
    /// ```
    /// - Parameter column: The column.
    @_spi(StapelUI)
    public func selections(shownBy column: SplitColumn) -> SplitSelectionIdentity {
        var shown = selectionIdentity
        if column < .detail { shown.content = nil }
        if column < .content { shown.sidebar = nil }
        return shown
    }

    /// The column on top after the user's back kept `count` of ``columnsAboveSidebar``.
    ///
    /// ```swift
    /// state.columnAfterUserBack(keeping: 0)  // .sidebar
    /// ```
    /// - Parameter count: How many of the columns above the sidebar the navigation kept.
    @_spi(StapelUI)
    public func columnAfterUserBack(keeping count: Int) -> SplitColumn {
        let kept = columnsAboveSidebar.prefix(max(count, 0))
        return kept.last ?? .sidebar
    }
}
