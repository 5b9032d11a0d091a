/// A change to a ``SplitNavigation``'s columns. The detail column's own changes are the
/// ``StackEvent``s of its ``SplitNavigation/detail`` stack.
///
/// ```swift
/// let subscription = split.onEvent { event in
///     if case .sidebarSelected(let mailbox?) = event { analytics.log("open \(mailbox)") }
/// }
/// ```
public enum SplitEvent<Sidebar, Content> {
    /// The sidebar's selection changed, by the app or by the user.
    case sidebarSelected(Sidebar?)
    /// The content column's selection changed, by the app or by the user.
    case contentSelected(Content?)
    /// The user went back in the split view collapsed to one column, past the columns after
    /// this one, which lost their selections.
    case userWentBack(to: SplitColumn)
    /// Which columns show in a regular width changed.
    case columnVisibilityChanged(SplitColumnVisibility)
    /// The split view collapsed to one column (a compact width).
    case collapsed
    /// The split view expanded to its columns (a regular width).
    case expanded
}

extension SplitEvent: Equatable where Sidebar: Equatable, Content: Equatable {}
extension SplitEvent: Hashable where Sidebar: Hashable, Content: Hashable {}
extension SplitEvent: Sendable where Sidebar: Sendable, Content: Sendable {}
