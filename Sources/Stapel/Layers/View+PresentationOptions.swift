@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension View {
    /// A presented route's options, applied with SwiftUI's own modifiers: its detents and the
    /// selection binding, the dismiss lock, whether the views behind take touches, and what a
    /// popover becomes in a compact width.
    ///
    /// Every modifier is always applied, with the platform's default where the options set
    /// nothing, so that the content keeps its identity when they change. A function, not a
    /// view: the body that calls it reads the options, and no body of its own runs.
    func stapelPresentationOptions(
        _ options: RouteOptions, detent: Binding<PresentationDetent>
    ) -> some View {
        presentationDetents(
            Set(options.presentedDetents.map(\.presentationDetent)), selection: detent
        )
        .interactiveDismissDisabled(options.isInteractiveDismissDisabled)
        .presentationBackgroundInteraction(options.backgroundInteraction.swiftUIValue)
        .presentationCompactAdaptation(options.popoverAdaptation.swiftUIValue)
    }

    /// A pushed or presented route's zoom: `navigationTransition(.zoom(sourceID:in:))` with the
    /// route's zoom source, in the container's namespace, where the platform has it (iOS 18,
    /// tvOS 18, watchOS 11, visionOS 2; not macOS). Elsewhere, and without a source or a
    /// namespace, the platform's transition runs.
    ///
    /// A change of the zoom source while the screen shows changes the content's identity.
    @ViewBuilder
    func stapelZoom(from source: String?, in namespace: Namespace.ID?) -> some View {
        #if os(macOS)
            self
        #else
            if #available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                if let source, let namespace {
                    navigationTransition(.zoom(sourceID: source, in: namespace))
                } else {
                    self
                }
            } else {
                self
            }
        #endif
    }
}
