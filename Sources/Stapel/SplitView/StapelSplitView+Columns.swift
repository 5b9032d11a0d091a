@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

// The columns the split view hands its detail column's stack to draw around it: side by side,
// or as one stack in every width (`stapelSplitViewCollapsed(_:)`). The stack draws its
// presentations around both forms, so switching keeps a sheet up; the user's back past the
// detail routes in one stack clears the selections as it does in a collapsed split view.
extension StapelSplitView {
    /// The detail column's stack, with the columns around it.
    @ViewBuilder var detailStack: some View {
        switch source {
        case .navigation(let split):
            StapelStack(
                source: .stack(split.detail), root: detailRoot, destination: destination,
                split: columns(
                    state: { split.state }, drawn: split.selectionIdentity,
                    userBack: { column, drawn in
                        split.reportCompactColumn(column, drawn: drawn)
                    }))
        case .value(let state, let options):
            StapelStack(
                source: .routes(state.detailRoutes, options), root: detailRoot,
                destination: destination,
                split: columns(
                    state: { state.wrappedValue }, drawn: state.wrappedValue.selectionIdentity,
                    userBack: { column, drawn in
                        var next = state.wrappedValue
                        if next.applyUserBack(to: column, drawn: drawn) {
                            state.wrappedValue = next
                        }
                    }))
        }
    }

    /// The columns, read from the state when SwiftUI reads the path (the split view's body
    /// reads only the selections, so a push on the detail column does not run it); the user's
    /// back in one stack is reported with the selections the view drew.
    private func columns(
        state: @escaping @MainActor () -> SplitState<Sidebar, Content, Screen>,
        drawn: SplitSelectionIdentity,
        userBack: @escaping @MainActor (SplitColumn, SplitSelectionIdentity) -> Void
    ) -> SplitColumns {
        SplitColumns(
            sidebar: AnyView(sidebar), content: content.map { AnyView($0) },
            drawnAsStack: drawnAsStack, visibility: visibilityBinding,
            compactColumn: compactColumnBinding, selections: drawn,
            path: {
                let current = state()
                return current.columnsAboveSidebar.map {
                    LeadingScreen(column: $0, selections: current.selections(shownBy: $0))
                }
            },
            userKept: { kept in
                userBack(state().columnAfterUserBack(keeping: kept), drawn)
            })
    }
}
