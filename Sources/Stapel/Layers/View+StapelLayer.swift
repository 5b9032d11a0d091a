@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension View {
    /// Wires one layer: the sheet and the cover presented over it, and whether the update that
    /// changes the layer animates (`Stack.withoutAnimation` turns it off for exactly that
    /// change; every other update keeps its own transaction).
    func stapelLayer<Screen, Destination: View>(
        _ layer: StackLayer,
        of stack: Stack<Screen>,
        destination: @escaping @MainActor (Binding<Screen>) -> Destination
    ) -> some View {
        // Read here, in the body that draws the layer, so that a change of the layer's path or
        // presentation redraws it; the bindings below read them again for SwiftUI.
        let state = LayerState(path: layer.path, presentedID: layer.presentedID)
        return
            self
            .sheet(
                item: stack.presentationBinding(over: layer, as: .sheet),
                content: { item in
                    stack.presentedLayer(startedBy: item.routeID, destination: destination)
                }
            )
            .stapelCover(over: layer, of: stack, destination: destination)
            .transaction(value: state) { transaction in
                if stack.disablesAnimations { transaction.disablesAnimations = true }
            }
    }

    /// The full-screen cover over a layer. macOS has no covers; there it is a second sheet,
    /// as ``PresentationStyle/fullScreenCover`` documents.
    private func stapelCover<Screen, Destination: View>(
        over layer: StackLayer,
        of stack: Stack<Screen>,
        destination: @escaping @MainActor (Binding<Screen>) -> Destination
    ) -> some View {
        #if os(macOS)
            sheet(
                item: stack.presentationBinding(over: layer, as: .fullScreenCover),
                content: { item in
                    stack.presentedLayer(startedBy: item.routeID, destination: destination)
                }
            )
        #else
            fullScreenCover(
                item: stack.presentationBinding(over: layer, as: .fullScreenCover),
                content: { item in
                    stack.presentedLayer(startedBy: item.routeID, destination: destination)
                }
            )
        #endif
    }
}
