#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// What a screen value without a `stapelDestination(for:)` builder draws: a placeholder that
/// names its type, and a runtime warning when it appears.
struct UnregisteredDestination: View {
    let screen: AnyScreen

    var body: some View {
        Text(ControlRequirement.unregisteredDestinationMessage(for: screen))
            .onAppear { ControlRequirement.reportUnregisteredDestination(for: screen) }
    }
}
