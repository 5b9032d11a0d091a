#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelZoomNamespace`.
struct StapelZoomNamespaceKey: EnvironmentKey {
    static let defaultValue: Namespace.ID? = nil
}

extension EnvironmentValues {
    /// The namespace of the container a view is in, where its zoom sources and zoomed screens
    /// meet; `nil` outside a container.
    var stapelZoomNamespace: Namespace.ID? {
        get { self[StapelZoomNamespaceKey.self] }
        set { self[StapelZoomNamespaceKey.self] = newValue }
    }
}
