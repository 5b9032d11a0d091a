#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Builds the view of a route from a binding to its screen: the `editableDestination` an app
/// gives `StapelStack` (its `destination` wrapped), handed down through the containers and
/// layers to every screen they draw.
typealias DestinationBuilder<Screen, Destination> = @MainActor (Binding<Screen>) -> Destination
