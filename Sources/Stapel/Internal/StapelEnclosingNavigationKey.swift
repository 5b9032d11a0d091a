#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelEnclosingNavigation`.
struct StapelEnclosingNavigationKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension EnvironmentValues {
    /// The screen type of the container whose navigation a view is drawn in: set on the root
    /// and the screens of each layer with navigation, not on the presentations over it. A
    /// container that finds it set is nested in another's navigation, and warns.
    var stapelEnclosingNavigation: String? {
        get { self[StapelEnclosingNavigationKey.self] }
        set { self[StapelEnclosingNavigationKey.self] = newValue }
    }
}
