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
