@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// A split view's columns around its detail column's stack: drawn side by side with Apple's
/// `NavigationSplitView` (which collapses them in a compact width), or as one navigation stack in
/// every width, the sidebar at the bottom, then a screen for each column the selections reach,
/// the last the detail column's root, under the detail routes.
///
/// The stack's layer draws them inside its presentations, so a sheet stays up when the app
/// switches between the two forms.
struct SplitColumns {
    /// The first column.
    let sidebar: AnyView
    /// The middle column, for three columns.
    let content: AnyView?
    /// Whether the columns draw as one stack.
    let drawnAsStack: Bool
    /// The column visibility, side by side.
    let visibility: Binding<NavigationSplitViewVisibility>
    /// The column on top when SwiftUI collapses the columns.
    let compactColumn: Binding<NavigationSplitViewColumn>
    /// The selections the detail column shows: a new one draws the column anew.
    let selections: SplitSelectionIdentity
    /// As one stack, the screens above the sidebar and below the detail routes, bottom first.
    let path: @MainActor () -> [LeadingScreen]
    /// As one stack, the user went back past columns: SwiftUI kept this many of them.
    let userKept: @MainActor (Int) -> Void

    /// The path SwiftUI writes, with the columns it kept taken off; `nil` when the user went
    /// back past a column (the detail routes are gone too).
    @MainActor
    func stackElements(of path: [AnyHashable]) -> [AnyHashable]? {
        let kept = path.prefix { $0.base is LeadingScreen }.count
        guard kept >= self.path().count else {
            userKept(kept)
            return nil
        }
        return Array(path.dropFirst(kept))
    }
}
