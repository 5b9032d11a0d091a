#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key of the window's scene, which `StapelWindowStack` sets.
struct StapelSceneIDKey: EnvironmentKey {
    static let defaultValue: SceneID? = nil
}
