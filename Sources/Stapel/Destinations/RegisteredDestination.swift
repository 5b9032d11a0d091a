#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The view of an `AnyScreen`, from the builders in the environment and on the container's
/// board: a `push(view:)` view as it was pushed, a value through its
/// `stapelDestination(for:)` builder, and a placeholder for a value nothing builds.
struct RegisteredDestination: View {
    @Environment(\.stapelDestinations) private var destinations
    @Environment(\.stapelDestinationBoard) private var board
    let screen: AnyScreen

    var body: some View {
        DestinationBoard.output(for: screen, nearer: destinations, board: board) {
            AnyView(UnregisteredDestination(screen: $0))
        }
    }
}
