#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelDestinationBoard`.
struct DestinationBoardKey: EnvironmentKey {
    static let defaultValue: DestinationBoard<AnyView>? = nil
}

/// The environment key behind `EnvironmentValues.stapelInNavigationStack`.
struct InNavigationStackKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The destinations declared inside the ``WithStapel`` a view is in, wherever they are.
    var stapelDestinationBoard: DestinationBoard<AnyView>? {
        get { self[DestinationBoardKey.self] }
        set { self[DestinationBoardKey.self] = newValue }
    }

    /// Whether a view is inside a layer's `NavigationStack`, where a
    /// `navigationDestination(for:)` is seen by Apple's links.
    var stapelInNavigationStack: Bool {
        get { self[InNavigationStackKey.self] }
        set { self[InNavigationStackKey.self] = newValue }
    }
}
