#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelStack`.
struct StapelStackKey: EnvironmentKey {
    static let defaultValue: Stack<AnyScreen>? = nil
}
