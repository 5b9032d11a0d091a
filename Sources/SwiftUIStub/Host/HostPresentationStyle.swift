#if !canImport(SwiftUI)
    /// How a presentation shows on screen in the host, after it adapted to the size class: a
    /// popover asked for in a compact width shows as a sheet, unless its content asks otherwise
    /// with `presentationCompactAdaptation(_:)`.
    ///
    /// ```swift
    /// host.horizontalSizeClass = .regular
    /// #expect(host.presentationStyles == [.popover])
    /// ```
    public enum HostPresentationStyle: String, Sendable, Equatable {
        /// A sheet: a card the user swipes down, resting at one of its detents.
        case sheet
        /// A cover that fills the screen; the user can't swipe it away.
        case fullScreenCover
        /// A popover, pointing at the view it was presented from; a tap outside dismisses it.
        case popover
        /// An alert: only its buttons dismiss it.
        case alert
        /// A confirmation dialog: an action sheet in a compact width, a popover in a regular
        /// one; a tap outside it dismisses it as its cancel button does.
        case confirmationDialog
    }
#endif
