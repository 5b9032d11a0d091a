@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The bottom layer: the root screen in the navigation of the base layer's path, in a split
/// view's columns when the stack is its detail column.
struct BaseLayer<Screen, Root: View, Destination: View>: View {
    let stack: Stack<Screen>
    let root: Root
    let destination: DestinationBuilder<Screen, Destination>
    /// A split view's columns around the stack, when it is the split view's detail column.
    var split: SplitColumns? = nil

    var body: some View {
        LayerNavigation(
            stack: stack, layer: stack.baseLayer,
            root:
                root
                .environment(\.stapelScreenSlot, .root)
                .onAppear { stack.reportScreenAppeared(.root) }
                .onDisappear { stack.reportScreenDisappeared(.root) },
            destination: destination, split: split
        )
        .stapelLayer(stack.baseLayer, of: stack, destination: destination)
    }
}
