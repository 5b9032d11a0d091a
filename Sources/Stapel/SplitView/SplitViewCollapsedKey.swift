#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key of whether split views draw as one stack in every width, which
/// `stapelSplitViewCollapsed(_:)` sets.
struct SplitViewCollapsedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether split views draw as one stack in every width.
    var stapelSplitViewCollapsed: Bool {
        get { self[SplitViewCollapsedKey.self] }
        set { self[SplitViewCollapsedKey.self] = newValue }
    }
}
