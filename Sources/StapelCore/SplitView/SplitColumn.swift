/// A column of a split view: the sidebar, the content column of a three-column split, or the
/// detail column.
///
/// The columns come in this order, and ``SplitColumn/sidebar`` < ``SplitColumn/detail``: a split
/// view collapsed to one column shows them as one stack, the sidebar at the bottom.
///
/// ```swift
/// split.topColumn == .detail  // a message is selected: its column is on top when collapsed
/// ```
public enum SplitColumn: Int, Hashable, Comparable, Sendable, Codable, CaseIterable {
    /// The first column: the list the rest of the split view follows.
    case sidebar
    /// The middle column of a three-column split view.
    case content
    /// The last column, which holds the detail routes.
    case detail

    /// Orders columns from the sidebar to the detail column.
    public static func < (lhs: SplitColumn, rhs: SplitColumn) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
