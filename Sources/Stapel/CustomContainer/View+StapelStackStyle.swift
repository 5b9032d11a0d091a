#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Sets how the Stapel containers inside draw their stacks: with Apple's `NavigationStack`
    /// (the default) or in Stapel's custom container, in the style of NavigationStackView's
    /// `NavigationStackView(transitionType:easing:)`.
    ///
    /// ```swift
    /// let viewStack = Stack<AnyScreen>()
    /// WithStapel(viewStack) { Home() }
    ///     .stapelStackStyle(.custom(transition: .custom(.scale), easing: .spring()))
    /// StapelStack(stack) { Home() } destination: { ScreenView($0) }
    ///     .stapelStackStyle(.custom(transition: .none))
    /// ```
    /// - Parameter style: The style.
    /// - Returns: A view whose containers draw with that style.
    public func stapelStackStyle(_ style: StapelStackStyle) -> some View {
        environment(\.stapelStackStyle, style)
    }
}
