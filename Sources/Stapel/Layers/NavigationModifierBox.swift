#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// A view modifier set with `stapelNavigationModifier(_:)`, applied to the navigation of each
/// layer. Type-erased, because the environment holds one type for every modifier.
struct NavigationModifierBox {
    let apply: @MainActor (AnyView) -> AnyView

    @MainActor
    init<Modifier: ViewModifier>(_ modifier: Modifier) {
        apply = { AnyView($0.modifier(modifier)) }
    }
}

/// The environment key behind `EnvironmentValues.stapelNavigationModifier`.
struct StapelNavigationModifierKey: EnvironmentKey {
    static var defaultValue: NavigationModifierBox? { nil }
}

extension EnvironmentValues {
    /// The modifier applied to the navigation of each layer Stapel's containers draw.
    var stapelNavigationModifier: NavigationModifierBox? {
        get { self[StapelNavigationModifierKey.self] }
        set { self[StapelNavigationModifierKey.self] = newValue }
    }
}
