#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelNodePath`.
struct StapelNodePathKey: EnvironmentKey {
    static let defaultValue: [String] = []
}
