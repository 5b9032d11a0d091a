@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The layer a sheet, popover or cover starts, with the presentations over it: with its own
/// navigation when the route was presented `withNavigation`, the presented screen alone
/// otherwise; presented with the route's options and its zoom.
///
/// The layer and its first screen are the objects looked up when the presentation appeared;
/// they stay valid while SwiftUI animates the dismissal. `hasNavigation` is fixed for the
/// layer's whole life, so the branch never flips while the layer is shown.
///
/// Its body runs once per presentation, and again when its route is edited (a drag to
/// another detent): it reads the route's entry for the options. It has to be a view of its
/// own: a presented layer can present layers in turn, and only a named view type ends that
/// recursion in the layer's type.
struct PresentedLayer<Screen, Destination: View>: View {
    @Environment(\.stapelZoomNamespace) private var zoomNamespace
    let stack: Stack<Screen>
    let layer: StackLayer
    let root: RouteScreen<Screen, Destination>
    let destination: DestinationBuilder<Screen, Destination>

    var body: some View {
        let options = root.entry.route.options
        Group {
            if layer.hasNavigation {
                LayerNavigation(stack: stack, layer: layer, root: root, destination: destination)
            } else {
                root
            }
        }
        .stapelLayer(layer, of: stack, destination: destination)
        .stapelPresentationOptions(
            options, detent: stack.detentBinding(for: root.entry),
            hasLeaveGuard: layer.hasLeaveGuard
        )
        .stapelZoom(from: options.zoomSource, in: zoomNamespace)
        .environment(stack)
        .environment(\.stapelContainerScreenType, String(describing: Screen.self))
        .environment(\.stapelControlStack, stack.controlStack)
    }
}
