/// How a presented route covers the screen below it.
///
/// ```swift
/// stack.present(.compose, style: .fullScreenCover, withNavigation: true)
/// ```
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// A sheet: on iPhone a card the user can swipe down.
    case sheet
    /// A cover that fills the screen; on platforms without covers, SwiftUI shows a sheet.
    case fullScreenCover
}
