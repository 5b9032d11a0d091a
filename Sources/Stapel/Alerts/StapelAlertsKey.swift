#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `stapelAlerts(for:_:perform:)`.
struct StapelAlertsKey: EnvironmentKey {
    static let defaultValue: AlertsInstaller? = nil
}

extension EnvironmentValues {
    /// The alerts a container below gives its stack, set by `stapelAlerts(for:_:perform:)`.
    var stapelAlerts: AlertsInstaller? {
        get { self[StapelAlertsKey.self] }
        set { self[StapelAlertsKey.self] = newValue }
    }
}
