@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension View {
    /// Watches a view drawn in a container's navigation (its root, or a pushed screen) for
    /// Stapel containers drawn in it, and warns for each: their navigation nests in this one's.
    /// A container in a presentation the app makes from the view is not in it, and is not
    /// reported. A primitive modifier, so that watching costs no body evaluation.
    func watchingForNestedContainers<Screen>(in _: Screen.Type) -> some View {
        onPreferenceChange(StapelDrawnContainersKey.self) { inner in
            for name in inner {
                ControlRequirement.checkNotNested(
                    inner: name, enclosing: String(describing: Screen.self))
            }
        }
    }
}
