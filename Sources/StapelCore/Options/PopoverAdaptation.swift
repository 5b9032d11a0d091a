/// What a popover becomes in a compact width, such as an iPhone's: a sheet, a full-screen
/// cover, or still a popover.
///
/// A route is a popover when its ``RouteOptions/popover`` is set: a sheet route that the
/// SwiftUI layer presents with `popover(item:)` in a regular width, and that adapts as this
/// says in a compact one, with `presentationCompactAdaptation(_:)`.
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
