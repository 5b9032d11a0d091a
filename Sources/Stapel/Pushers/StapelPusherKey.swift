#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelPusher`.
struct StapelPusherKey: EnvironmentKey {
    static let defaultValue: Pusher = .root
}
