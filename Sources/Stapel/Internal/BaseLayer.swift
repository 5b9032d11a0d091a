#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The bottom layer: the root screen in a navigation stack bound to the base layer's path.
struct BaseLayer<Screen, Root: View, Destination: View>: View {
    let stack: Stack<Screen>
    let root: Root
    let destination: @MainActor (Binding<Screen>) -> Destination

    var body: some View {
        NavigationStack(path: stack.pathBinding(of: stack.baseLayer)) {
            root
                .environment(\.stapelPusher, .root)
                .onDisappear { stack.reportScreenDisappeared(.root) }
                .navigationDestination(for: RouteID.self) { id in
                    stack.screen(for: id, destination: destination)
                }
        }
        .stapelLayer(stack.baseLayer, of: stack, destination: destination)
    }
}
