#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// A presented layer's content: with its own navigation stack when the route was presented
/// `withNavigation`, the presented screen alone otherwise. `hasNavigation` is fixed for the
/// layer's whole life, so the branch never flips while the layer is shown.
struct PresentedLayerContent<Screen, Destination: View>: View {
    let stack: Stack<Screen>
    let layer: StackLayer
    let rootID: RouteID
    let destination: @MainActor (Binding<Screen>) -> Destination

    var body: some View {
        if layer.hasNavigation {
            NavigationStack(path: stack.pathBinding(of: layer)) {
                RouteScreen(stack: stack, id: rootID, destination: destination)
                    .navigationDestination(for: RouteID.self) { id in
                        RouteScreen(stack: stack, id: id, destination: destination)
                    }
            }
            .stapelLayer(layer, of: stack, destination: destination)
        } else {
            RouteScreen(stack: stack, id: rootID, destination: destination)
                .stapelLayer(layer, of: stack, destination: destination)
        }
    }
}
