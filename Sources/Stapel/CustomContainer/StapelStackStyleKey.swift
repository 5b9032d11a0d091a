#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelStackStyle`.
struct StapelStackStyleKey: EnvironmentKey {
    static var defaultValue: StapelStackStyle { .navigationStack }
}

extension EnvironmentValues {
    /// The style `stapelStackStyle(_:)` set for the containers inside.
    var stapelStackStyle: StapelStackStyle {
        get { self[StapelStackStyleKey.self] }
        set { self[StapelStackStyleKey.self] = newValue }
    }
}
