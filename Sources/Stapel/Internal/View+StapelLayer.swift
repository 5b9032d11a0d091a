#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension View {
    /// Wires one layer: the sheet and the cover presented over it, and the animation setting of
    /// the change being applied.
    func stapelLayer<Screen, Destination: View>(
        _ layer: StackLayer,
        of stack: Stack<Screen>,
        destination: @escaping @MainActor (Binding<Screen>) -> Destination
    ) -> some View {
        // Read here, in the body that draws the layer, so that a change of the layer's path or
        // presentation redraws it; the bindings below read them again for SwiftUI.
        _ = (layer.path, layer.presentedID)
        let disablesAnimations = stack.disablesAnimations
        return
            self
            .sheet(
                item: stack.presentationBinding(over: layer, as: .sheet),
                content: { id in
                    stack.presentedLayer(startedBy: id, destination: destination)
                }
            )
            .stapelCover(over: layer, of: stack, destination: destination)
            .transaction { $0.disablesAnimations = disablesAnimations }
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
                content: { id in
                    stack.presentedLayer(startedBy: id, destination: destination)
                }
            )
        #else
            fullScreenCover(
                item: stack.presentationBinding(over: layer, as: .fullScreenCover),
                content: { id in
                    stack.presentedLayer(startedBy: id, destination: destination)
                }
            )
        #endif
    }
}
