@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// A presented layer's content: with its own navigation when the route was presented
/// `withNavigation`, the presented screen alone otherwise. `hasNavigation` is fixed for the
/// layer's whole life, so the branch never flips while the layer is shown.
struct PresentedLayerContent<Screen, Destination: View>: View {
    let stack: Stack<Screen>
    let layer: StackLayer
    let root: RouteScreen<Screen, Destination>
    let destination: @MainActor (Binding<Screen>) -> Destination

    var body: some View {
        if layer.hasNavigation {
            LayerNavigation(stack: stack, layer: layer, root: root, destination: destination)
        } else {
            root
        }
    }
}
