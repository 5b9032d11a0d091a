@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

// The bindings between the split view's model and SwiftUI's: each getter reads the model, each
// setter reports what SwiftUI wrote. The user's back is reported with the selections the view
// drew, so that a report that arrives after the app changed them is ignored.
extension StapelSplitView {
    /// The column visibility: the model's, written back as the user shows or hides columns.
    var visibilityBinding: Binding<NavigationSplitViewVisibility> {
        switch source {
        case .navigation(let split):
            Binding(
                get: { @MainActor in split.columnVisibility.navigationSplitViewVisibility },
                set: { @MainActor in split.columnVisibility = SplitColumnVisibility($0) })
        case .value(let state, _):
            Binding(
                get: { state.wrappedValue.columnVisibility.navigationSplitViewVisibility },
                set: { state.wrappedValue.columnVisibility = SplitColumnVisibility($0) })
        }
    }

    /// The column on top when collapsed: the model's; what SwiftUI writes is the user's back.
    var compactColumnBinding: Binding<NavigationSplitViewColumn> {
        switch source {
        case .navigation(let split):
            let drawn = split.selectionIdentity
            return Binding(
                get: { @MainActor in split.topColumn.navigationSplitViewColumn },
                set: { @MainActor in
                    split.reportCompactColumn(SplitColumn($0), drawn: drawn)
                })
        case .value(let state, _):
            let drawn = state.wrappedValue.selectionIdentity
            let collapsed = horizontalSizeClass == .compact
            return Binding(
                get: { state.wrappedValue.topColumn.navigationSplitViewColumn },
                set: {
                    var next = state.wrappedValue
                    if next.applyUserBack(
                        to: SplitColumn($0), drawn: drawn, whileCollapsed: collapsed)
                    {
                        state.wrappedValue = next
                    }
                })
        }
    }
}
