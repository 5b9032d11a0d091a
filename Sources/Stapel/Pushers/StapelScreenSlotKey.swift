#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The environment key behind `EnvironmentValues.stapelScreenSlot`.
struct StapelScreenSlotKey: EnvironmentKey {
    static let defaultValue: ScreenSlot = .root
}
