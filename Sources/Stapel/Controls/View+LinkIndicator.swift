#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Shows or hides the disclosure indicator of the ``StackNavigationLink`` views inside, in
    /// the style of iOS 26's `navigationLinkIndicatorVisibility(_:)`.
    ///
    /// Apple's `NavigationLink` draws a chevron by itself when it is a row of a `List`. A Stapel
    /// link is a button, which can't tell that it is in a list, so it draws no indicator unless
    /// asked: put `.visible` on the list, or on one row.
    ///
    /// ```swift
    /// List(recipes) { recipe in
    ///     StackNavigationLink(value: recipe) { Text(recipe.title) }
    /// }
    /// .stapelLinkIndicatorVisibility(.visible)
    /// ```
    /// - Parameter visibility: `.visible` draws a trailing chevron; `.automatic` and `.hidden`
    ///   draw the label alone.
    /// - Returns: A view whose links draw the indicator as asked.
    public func stapelLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
        environment(\.stapelLinkIndicator, visibility)
    }
}
