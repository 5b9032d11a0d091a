import Foundation
@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension View {
    /// A presented route's options, applied with SwiftUI's own modifiers: its detents and the
    /// selection binding, the dismiss lock (the route's own, or a screen of the layer that
    /// guards leaving), whether the views behind take touches, and what a
    /// popover becomes in a compact width.
    ///
    /// Every modifier is always applied, with the platform's default where the options set
    /// nothing, so that the content keeps its identity when they change. A function, not a
    /// view: the body that calls it reads the options, and no body of its own runs.
    func stapelPresentationOptions(
        _ options: RouteOptions, detent: Binding<PresentationDetent>, hasLeaveGuard: Bool
    ) -> some View {
        presentationDetents(
            Set(options.presentedDetents.map(\.presentationDetent)), selection: detent
        )
        .interactiveDismissDisabled(options.isInteractiveDismissDisabled || hasLeaveGuard)
        .presentationBackgroundInteraction(options.backgroundInteraction.swiftUIValue)
        .presentationCompactAdaptation(options.popoverAdaptation.swiftUIValue)
    }

    /// A pushed or presented route's zoom: `navigationTransition(.zoom(sourceID:in:))` with the
    /// route's zoom source, in the container's namespace, where the platform has it (iOS 18,
    /// tvOS 18, watchOS 11, visionOS 2; not macOS). Elsewhere, and without a source or a
    /// namespace, the platform's transition runs.
    ///
    /// A change of the zoom source while the screen shows changes the content's identity.
    /// An inspector's column width from its route's options, as the core derives it
    /// (`RouteOptions.inspectorIdealWidth`): a range with its ideal width, a fixed width, or the
    /// platform's.
    @ViewBuilder
    func stapelInspectorWidth(_ options: RouteOptions) -> some View {
        #if !(os(tvOS) || os(watchOS) || os(visionOS))
            if let range = options.inspectorWidthRange, let ideal = options.inspectorIdealWidth {
                inspectorColumnWidth(
                    min: CGFloat(range.lowerBound), ideal: CGFloat(ideal),
                    max: CGFloat(range.upperBound))
            } else if let width = options.inspectorIdealWidth {
                inspectorColumnWidth(CGFloat(width))
            } else {
                self
            }
        #else
            self
        #endif
    }

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
