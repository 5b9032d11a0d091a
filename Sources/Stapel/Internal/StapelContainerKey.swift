#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelContainerScreenType`.
struct StapelContainerKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension EnvironmentValues {
    /// The screen type of the container a view is in, for the warning of a control that finds
    /// no stack of its own screen type.
    var stapelContainerScreenType: String? {
        get { self[StapelContainerKey.self] }
        set { self[StapelContainerKey.self] = newValue }
    }
}
