@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// A screen a navigation stack shows below its stack's routes: a column of a split view drawn
/// as one stack, with the selections it shows, so that a new selection is a new screen in the
/// path.
struct LeadingScreen: Hashable {
    /// The column the screen shows.
    let column: SplitColumn
    /// The selections before the column, as the view drew them.
    let selections: SplitSelectionIdentity
}
