#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The view of an `AnyScreen`, from the builders in the environment and on the container's
/// board: a `push(view:)` view as it was pushed, a value through its
/// `stapelDestination(for:)` builder or, with a binding to it, its
/// `stapelDestination(editing:)` builder, and a placeholder for a value nothing builds.
struct RegisteredDestination: View {
    @Environment(\.stapelDestinations) private var destinations
    @Environment(\.stapelDestinationBoard) private var board
    let screen: Binding<AnyScreen>

    var body: some View {
        let value = screen.wrappedValue
        DestinationBoard.output(
            for: value, editor: screen, nearer: destinations, board: board
        ) {
            AnyView(UnregisteredDestination(screen: $0))
        }
    }
}
