@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension Stack {
    /// The screen SwiftUI asks for when it shows a route: the route's entry, looked up once,
    /// when the navigation stack or the presentation first needs it. A route that has already
    /// left the stack by then draws nothing. A navigation stack asks for its screens to zoom.
    func screen<Destination: View>(
        for id: RouteID, destination: @escaping DestinationBuilder<Screen, Destination>,
        zooms: Bool = false
    ) -> RouteScreen<Screen, Destination>? {
        entry(for: id).map {
            RouteScreen(stack: self, entry: $0, destination: destination, zooms: zooms)
        }
    }

    /// The layer a presented route starts, with the presented route's screen, looked up once,
    /// when the sheet or cover first shows it.
    func presentedLayer<Destination: View>(
        startedBy id: RouteID, destination: @escaping DestinationBuilder<Screen, Destination>
    ) -> PresentedLayer<Screen, Destination>? {
        guard let layer = layer(startedBy: id), let root = screen(for: id, destination: destination)
        else { return nil }
        return PresentedLayer(stack: self, layer: layer, root: root, destination: destination)
    }
}
