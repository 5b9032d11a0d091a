#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The layer a sheet or cover starts, while it is on the stack.
struct PresentedLayer<Screen, Destination: View>: View {
    let stack: Stack<Screen>
    let rootID: RouteID
    let destination: @MainActor (Binding<Screen>) -> Destination

    var body: some View {
        stack.layer(startedBy: rootID).map { layer in
            PresentedLayerContent(
                stack: stack, layer: layer, rootID: rootID, destination: destination
            )
            .environment(stack)
            .onAppear { stack.reportStepSettled() }
        }
    }
}
