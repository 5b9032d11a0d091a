@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The layer a sheet or cover starts, with the presentations over it.
///
/// The layer and its first screen are the objects looked up when the presentation appeared;
/// they stay valid while SwiftUI animates the dismissal.
struct PresentedLayer<Screen, Destination: View>: View {
    let stack: Stack<Screen>
    let layer: StackLayer
    let root: RouteScreen<Screen, Destination>
    let destination: @MainActor (Binding<Screen>) -> Destination

    var body: some View {
        PresentedLayerContent(stack: stack, layer: layer, root: root, destination: destination)
            .stapelLayer(layer, of: stack, destination: destination)
            .environment(stack)
            .environment(\.stapelContainerScreenType, String(describing: Screen.self))
    }
}
