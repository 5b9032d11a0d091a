#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelLinkIndicator`.
struct LinkIndicatorKey: EnvironmentKey {
    static let defaultValue: Visibility = .automatic
}

extension EnvironmentValues {
    /// Whether a ``StackNavigationLink`` draws a disclosure indicator after its label.
    var stapelLinkIndicator: Visibility {
        get { self[LinkIndicatorKey.self] }
        set { self[LinkIndicatorKey.self] = newValue }
    }
}
