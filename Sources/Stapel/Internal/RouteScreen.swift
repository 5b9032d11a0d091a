#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The screen of one route, built from the route's own observable entry so that only edits of
/// this route redraw it. It is the push opportunity `.route(id)`.
struct RouteScreen<Screen, Destination: View>: View {
    let stack: Stack<Screen>
    let id: RouteID
    let destination: @MainActor (Binding<Screen>) -> Destination

    var body: some View {
        stack.entry(for: id).map { entry in
            destination(stack.screenBinding(for: entry))
                .environment(\.stapelPusher, .route(id))
        }
    }
}
