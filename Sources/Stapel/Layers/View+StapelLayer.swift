@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension View {
    /// Wires one layer: the sheet, the popover, the cover, the alert and the confirmation
    /// dialog presented over it.
    ///
    /// Nothing here reads the layer's path or presentation in a body: the bindings read them for
    /// SwiftUI, so a push or pop redraws no body of the layer's own. An unanimated change runs
    /// in a transaction of its own (see `DisablingAnimations`).
    func stapelLayer<Screen, Destination: View>(
        _ layer: StackLayer,
        of stack: Stack<Screen>,
        destination: @escaping DestinationBuilder<Screen, Destination>
    ) -> some View {
        sheet(
            item: stack.presentationBinding(over: layer, as: .sheet),
            content: { item in
                stack.presentedLayer(startedBy: item.routeID, destination: destination)
            }
        )
        .stapelPopover(over: layer, of: stack, destination: destination)
        .stapelCover(over: layer, of: stack, destination: destination)
        .stapelInspector(over: layer, of: stack, destination: destination)
        .stapelAlerts(over: layer, of: stack)
    }

    /// An inspector route over the layer: SwiftUI's inspector, a trailing column in a regular
    /// width and a sheet in a compact one, with the route's width; a sheet where SwiftUI has no
    /// inspector.
    private func stapelInspector<Screen, Destination: View>(
        over layer: StackLayer,
        of stack: Stack<Screen>,
        destination: @escaping DestinationBuilder<Screen, Destination>
    ) -> some View {
        #if !(os(tvOS) || os(watchOS) || os(visionOS))
            inspector(isPresented: stack.inspectorBinding(over: layer)) {
                if let id = layer.drawnInspectorID,
                    let presented = stack.presentedLayer(startedBy: id, destination: destination)
                {
                    presented.stapelInspectorWidth(presented.root.entry.route.options)
                }
            }
        #else
            sheet(
                item: stack.presentationBinding(over: layer, as: .inspector),
                content: { item in
                    stack.presentedLayer(startedBy: item.routeID, destination: destination)
                }
            )
        #endif
    }

    /// The alert and the confirmation dialog over a layer.
    private func stapelAlerts<Screen>(over layer: StackLayer, of stack: Stack<Screen>)
        -> some View
    {
        LayerAlerts(layer: layer, stack: stack).apply(to: self)
    }

    /// The popover over a layer: a sheet route whose options make it a popover. tvOS and
    /// watchOS have no popovers; there it is a second sheet, as `RouteOptions.popover`
    /// documents.
    private func stapelPopover<Screen, Destination: View>(
        over layer: StackLayer,
        of stack: Stack<Screen>,
        destination: @escaping DestinationBuilder<Screen, Destination>
    ) -> some View {
        #if os(tvOS) || os(watchOS)
            sheet(
                item: stack.presentationBinding(over: layer, as: .popover),
                content: { item in
                    stack.presentedLayer(startedBy: item.routeID, destination: destination)
                }
            )
        #else
            popover(
                item: stack.presentationBinding(over: layer, as: .popover),
                content: { item in
                    stack.presentedLayer(startedBy: item.routeID, destination: destination)
                }
            )
        #endif
    }

    /// The full-screen cover over a layer. macOS has no covers; there it is a second sheet,
    /// as ``RouteStyle/fullScreenCover(withNavigation:)`` documents.
    private func stapelCover<Screen, Destination: View>(
        over layer: StackLayer,
        of stack: Stack<Screen>,
        destination: @escaping DestinationBuilder<Screen, Destination>
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
