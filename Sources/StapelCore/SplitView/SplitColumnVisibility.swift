/// Which columns of a split view show in a regular width, as SwiftUI's
/// `NavigationSplitViewVisibility` says; part of the split view's model, so that a restore or a
/// deep link brings it back.
///
/// ```swift
/// split.columnVisibility = .detailOnly  // reading mode: the detail column alone
/// ```
public enum SplitColumnVisibility: String, Hashable, Sendable, Codable, CaseIterable {
    /// The platform's choice for the current size and orientation.
    case automatic
    /// Every column.
    case all
    /// The content and detail columns of a three-column split view; both columns of a
    /// two-column one.
    case doubleColumn
    /// The detail column alone.
    case detailOnly
}
