/// What a popover becomes in a compact width, such as an iPhone's: a sheet, a full-screen
/// cover, or still a popover.
///
/// A route of the ``RouteStyle/popover(withNavigation:)`` style is presented with SwiftUI's
/// `popover(item:)` in a regular width, and adapts in a compact one as its
/// ``RouteOptions/popoverAdaptation`` says, with `presentationCompactAdaptation(_:)`.
///
/// ```swift
/// stack.presentPopover(.share, adaptingTo: .sheet)
/// ```
public enum PopoverAdaptation: String, Hashable, Sendable, Codable, CaseIterable {
    /// A sheet, as a popover adapts by default. It takes the route's detents.
    case sheet
    /// A full-screen cover.
    case fullScreenCover
    /// Still a popover, where the platform allows it.
    case popover
}
