/// Which of SwiftUI's presentation modifiers shows a presented route: `sheet(item:)`,
/// `popover(item:)`, `fullScreenCover(item:)`, `alert(_:isPresented:actions:message:)` or
/// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
///
/// The kind of a presented ``RouteStyle``, without its navigation.
///
/// ```swift
/// Route.popover(Screen.share).presentationKind  // .popover
/// ```
@_spi(StapelUI)
public enum PresentationKind: Hashable, Sendable {
    /// A sheet.
    case sheet
    /// A popover in a regular width, adapting in a compact one.
    case popover
    /// A full-screen cover.
    case fullScreenCover
    /// An inspector: `inspector(isPresented:content:)`.
    case inspector
    /// An alert.
    case alert
    /// A confirmation dialog.
    case confirmationDialog
}

extension Route {
    /// Which presentation modifier shows the route; `nil` for a push.
    @_spi(StapelUI)
    public var presentationKind: PresentationKind? {
        switch style {
        case .push: nil
        case .sheet: .sheet
        case .popover: .popover
        case .fullScreenCover: .fullScreenCover
        case .inspector: .inspector
        case .alert: .alert
        case .confirmationDialog: .confirmationDialog
        }
    }
}
