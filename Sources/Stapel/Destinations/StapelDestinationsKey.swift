#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelDestinations`. The default registry
/// knows the views pushed with `push(view:)`.
struct StapelDestinationsKey: EnvironmentKey {
    static var defaultValue: DestinationRegistry<AnyView> {
        var registry = DestinationRegistry<AnyView>()
        registry.registerPayload(ViewBox.self) { $0.value }
        return registry
    }
}
