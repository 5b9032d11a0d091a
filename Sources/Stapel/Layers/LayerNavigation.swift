@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The navigation of one layer, in the style set with `stapelStackStyle(_:)`: a
/// `NavigationStack` bound to the layer's path, or Stapel's custom container, with the modifier
/// set with `stapelNavigationModifier(_:)`, if any.
struct LayerNavigation<Screen, Root: View, Destination: View>: View {
    @Environment(\.stapelStackStyle) private var style
    @Environment(\.stapelNavigationModifier) private var modifier
    let stack: Stack<Screen>
    let layer: StackLayer
    let root: Root
    let destination: @MainActor (Binding<Screen>) -> Destination

    var body: some View {
        if let modifier {
            modifier.apply(AnyView(navigation))
        } else {
            navigation
        }
    }

    /// The navigation, whose screens know they are drawn in it.
    private var navigation: some View {
        container.environment(\.stapelEnclosingNavigation, String(describing: Screen.self))
    }

    @ViewBuilder private var container: some View {
        switch style.container {
        case .navigationStack:
            NavigationStack(path: stack.pathBinding(of: layer)) {
                root.navigationDestination(for: RouteID.self) { id in
                    stack.screen(for: id, destination: destination)
                }
            }
        case .custom(let transition, let easing):
            CustomStackLayer(
                stack: stack, layer: layer, root: root, destination: destination,
                transition: transition, easing: easing)
        }
    }
}
