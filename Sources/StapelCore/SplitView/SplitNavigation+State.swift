extension SplitNavigation {
    /// Changes the whole split view to a state: the selections and the column visibility at
    /// once, then the detail column's routes as one planned change, as
    /// ``Stack/setRoutes(_:animated:fileID:filePath:line:column:)`` does. A selection that
    /// stays keeps the detail routes it shows that the state keeps.
    ///
    /// Detail routes that can't stand on a stack change nothing, and report a runtime warning.
    ///
    /// ```swift
    /// mail.setState(
    ///     SplitState(sidebarSelection: .inbox, contentSelection: 42, detailRoutes: [.push(.reply)]))
    /// ```
    /// - Parameters:
    ///   - state: The state to show.
    ///   - animated: Whether the detail column's steps animate.
    ///   - fileID: The file of the call, where a warning points.
    ///   - filePath: The file path of the call, where a warning points.
    ///   - line: The line of the call, where a warning points.
    ///   - column: The column of the call, where a warning points.
    /// - Returns: The detail column's planned change.
    @discardableResult
    public func setState(
        _ state: SplitState<Sidebar, Content, Screen>, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> StackChange {
        if RouteListError.firstError(in: state.detailRoutes) == nil {
            applySelections(of: state)
            columnVisibility = state.columnVisibility
        }
        return detail.setRoutes(
            state.detailRoutes, animated: animated, fileID: fileID, filePath: filePath,
            line: line, column: column)
    }

    /// Takes the selections of a state, with their identities; a selection that changes clears
    /// the detail column. Returns how many of the state's selections were there already.
    @discardableResult
    func applySelections(of state: SplitState<Sidebar, Content, Screen>) -> Int {
        var kept = 0
        if state.sidebarSelection == columns.sidebarSelection {
            kept += state.sidebarSelection == nil ? 0 : 1
        } else {
            sidebarSelection = state.sidebarSelection
            columns.sidebarRouteID = state.sidebarRouteID
        }
        if state.contentSelection == columns.contentSelection {
            kept += state.contentSelection == nil ? 0 : 1
        } else {
            contentSelection = state.contentSelection
            columns.contentRouteID = state.contentRouteID
        }
        return kept
    }
}
