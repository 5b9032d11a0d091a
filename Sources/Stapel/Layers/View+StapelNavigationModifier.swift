#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Applies a view modifier to each navigation container that the Stapel containers inside
    /// this view draw: the `NavigationStack` of the base layer and of every sheet or cover
    /// presented `withNavigation`, or the custom container's layer in its place.
    ///
    /// It is the counterpart of FlowStacks' `navigationViewModifier:`. Use it for what belongs
    /// on the navigation container rather than on a screen, such as a font, a tint or a
    /// toolbar background that every layer shares. A presentation without navigation has no container,
    /// and gets no modifier.
    ///
    /// ```swift
    /// struct BrandedNavigation: ViewModifier {
    ///     func body(content: Content) -> some View {
    ///         content.font(.headline)
    ///     }
    /// }
    ///
    /// struct AppRoot: View {
    ///     @State private var routes: [Route<Screen>] = []
    ///
    ///     var body: some View {
    ///         StapelStack($routes) { Home() } destination: { screen in ScreenView(screen) }
    ///             .stapelNavigationModifier(BrandedNavigation())
    ///     }
    /// }
    /// ```
    ///
    /// The modifier is kept type-erased in the environment; each time the view that sets it
    /// runs its body, the navigation containers below run theirs once more.
    /// - Parameter modifier: The modifier to apply to each navigation container.
    /// - Returns: A view whose Stapel containers apply the modifier.
    public func stapelNavigationModifier<Modifier: ViewModifier>(_ modifier: Modifier)
        -> some View
    {
        environment(\.stapelNavigationModifier, NavigationModifierBox(modifier))
    }
}
