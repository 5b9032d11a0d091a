@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The screen of one route, built from the route's own observable entry so that only edits of
/// this route redraw it. It is the push opportunity `.route(id)`, and its route's information
/// is `\.stapelRoute`. A pushed screen zooms in from its route's zoom source, if it has one.
///
/// It holds the entry itself, not the route's identifier: while SwiftUI animates a popped or
/// dismissed screen out, the entry has left the stack, and the screen still draws its last
/// value.
struct RouteScreen<Screen, Destination: View>: View {
    @Environment(\.stapelZoomNamespace) private var zoomNamespace
    let stack: Stack<Screen>
    let entry: RouteEntry<Screen>
    let destination: DestinationBuilder<Screen, Destination>
    /// Whether the screen comes in with its route's zoom: a pushed screen does; a presented
    /// one's `PresentedLayer` zooms instead, around its navigation.
    var zooms = false
    /// Whether the container draws the system back button, which a guarded screen replaces.
    var hasSystemBackButton = true

    var body: some View {
        destination(stack.screenBinding(for: entry))
            .stapelZoom(from: zooms ? entry.route.options.zoomSource : nil, in: zoomNamespace)
            .guardedBack(on: stack, entry: entry, hasSystemBackButton: hasSystemBackButton)
            .environment(\.stapelScreenSlot, .route(entry.id))
            .environment(\.stapelRoute, entry.info)
            .onAppear { stack.reportScreenAppeared(.route(entry.route.id)) }
            .onDisappear { stack.reportScreenDisappeared(.route(entry.route.id)) }
    }
}
