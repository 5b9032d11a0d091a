#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Draws a route list the app holds as a value: a stack of its own mirrors the value; a change
/// of the value is planned and paced, and what the user does is written back.
struct RoutesContainer<Screen, Root: View, Destination: View>: View {
    @State private var mirror: RouteListMirror<Screen>
    let routes: Binding<[Route<Screen>]>
    let onDismiss: (@MainActor (RouteDismissal<Screen>) -> Void)?
    let root: Root
    let destination: DestinationBuilder<Screen, Destination>
    let split: SplitColumns?

    init(
        routes: Binding<[Route<Screen>]>, options: RouteListOptions<Screen>, root: Root,
        destination: @escaping DestinationBuilder<Screen, Destination>,
        split: SplitColumns? = nil
    ) {
        _mirror = State(
            wrappedValue: RouteListMirror(
                stack: Stack(
                    capabilities: options.capabilities, clock: options.clock,
                    settleTimeout: options.settleTimeout)))
        self.routes = routes
        self.onDismiss = options.onDismiss
        self.root = root
        self.destination = destination
        self.split = split
    }

    var body: some View {
        // The closure keeps the binding, not this view: the view holds the mirror's state.
        let routes = routes
        let _ = mirror.connect({ routes.wrappedValue = $0 }, onDismiss: onDismiss)
        StackContainer(
            stack: mirror.stack, root: root, destination: destination, split: split
        )
        .onChange(
            of: RouteListValue(routes: routes.wrappedValue), initial: true
        ) {
            mirror.valueChanged(to: routes.wrappedValue)
        }
    }
}
