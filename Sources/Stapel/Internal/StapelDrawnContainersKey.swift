#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The screen types of the Stapel containers drawn in a view: each container sets its own,
/// which hides the containers inside it. Preferences do not cross a presentation, so a
/// container in a sheet, cover or popover the app presents is not seen by the screen that
/// presents it.
struct StapelDrawnContainersKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}
