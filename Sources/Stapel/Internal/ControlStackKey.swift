#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelControlStack`.
struct ControlStackKey: EnvironmentKey {
    static let defaultValue: ControlStack? = nil
}

extension EnvironmentValues {
    /// The stack of the container a view is in, for controls written without its screen type.
    var stapelControlStack: ControlStack? {
        get { self[ControlStackKey.self] }
        set { self[ControlStackKey.self] = newValue }
    }
}
