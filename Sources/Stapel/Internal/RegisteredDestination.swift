#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The view of an ``AnyScreen``, from the builders in the environment: a `push(view:)` view
/// as it was pushed, a value through its `stapelDestination(for:)` builder.
struct RegisteredDestination: View {
    @Environment(\.stapelDestinations) private var destinations
    let screen: AnyScreen

    var body: some View {
        destinations.output(for: screen) { screen in
            AnyView(Text("No stapelDestination(for:) registered for \(screen.description)"))
        }
    }
}
