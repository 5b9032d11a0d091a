#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelRoute`.
struct StapelRouteKey: EnvironmentKey {
    static let defaultValue: RouteInfo? = nil
}
