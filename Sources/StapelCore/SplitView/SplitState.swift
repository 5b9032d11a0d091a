/// The state of a split view as a value: what the sidebar and content columns select, the
/// routes of the detail column, and which columns show.
///
/// The columns follow one another: the content column shows the sidebar's selection, and the
/// detail column the content's (with two columns, the sidebar's). So a new selection in a column
/// clears what the columns after it showed: a new mailbox clears the selected message and the
/// screens pushed on it.
///
/// Keep it in your own state and draw it with a `StapelSplitView`, or use a ``SplitNavigation``,
/// which holds one and a ``Stack`` for the detail column.
///
/// ```swift
/// var mail = SplitState<Mailbox, Message.ID, MailScreen>()
/// mail.sidebarSelection = .inbox
/// mail.contentSelection = 42
/// mail.detailRoutes.push(.attachment(1))
/// mail.collapsedRoutes.map(\.screen)  // [.sidebar(.inbox), .content(42), .detail(.attachment(1))]
/// ```
///
/// A split view with two columns has `Never` for its `Content`.
public struct SplitState<Sidebar: Hashable, Content: Hashable, Screen> {
    /// The sidebar's selection. A new one clears ``contentSelection`` and ``detailRoutes``.
    public var sidebarSelection: Sidebar? {
        didSet {
            guard sidebarSelection != oldValue else { return }
            sidebarRouteID = sidebarSelection.map { _ in .unique() }
            contentSelection = nil
            detailRoutes = []
        }
    }

    /// The content column's selection, in a three-column split view. A new one clears
    /// ``detailRoutes``.
    public var contentSelection: Content? {
        didSet {
            guard contentSelection != oldValue else { return }
            contentRouteID = contentSelection.map { _ in .unique() }
            detailRoutes = []
        }
    }

    /// The routes pushed and presented on the detail column, bottom-most first.
    public var detailRoutes: [Route<Screen>]

    /// Which columns show in a regular width.
    public var columnVisibility: SplitColumnVisibility

    /// The identity of the sidebar selection's route in the collapsed stack; `nil` without a
    /// selection.
    package internal(set) var sidebarRouteID: RouteID?
    /// The identity of the content selection's route in the collapsed stack; `nil` without a
    /// selection.
    package internal(set) var contentRouteID: RouteID?

    /// Creates the state of a split view.
    ///
    /// ```swift
    /// let state = SplitState<Mailbox, Message.ID, MailScreen>(sidebarSelection: .inbox)
    /// ```
    /// - Parameters:
    ///   - sidebarSelection: The sidebar's selection.
    ///   - contentSelection: The content column's selection.
    ///   - detailRoutes: The routes on the detail column.
    ///   - columnVisibility: Which columns show in a regular width.
    public init(
        sidebarSelection: Sidebar? = nil, contentSelection: Content? = nil,
        detailRoutes: [Route<Screen>] = [], columnVisibility: SplitColumnVisibility = .automatic
    ) {
        self.sidebarSelection = sidebarSelection
        self.contentSelection = contentSelection
        self.detailRoutes = detailRoutes
        self.columnVisibility = columnVisibility
        sidebarRouteID = sidebarSelection.map { _ in .unique() }
        contentRouteID = contentSelection.map { _ in .unique() }
    }

    /// Whether the split view has a content column: `Content` is not `Never`.
    public static var hasContentColumn: Bool { Content.self != Never.self }

    /// Whether the column before the detail column has a selection for it to show: the
    /// content's in a three-column split view, the sidebar's in a two-column one.
    public var hasDetailSelection: Bool {
        Self.hasContentColumn ? contentSelection != nil : sidebarSelection != nil
    }

    /// The column on top when the split view collapses to one column: the last one that shows
    /// something, a selection or routes. SwiftUI's `preferredCompactColumn` is this column.
    ///
    /// ```swift
    /// SplitState<Mailbox, Message.ID, MailScreen>(sidebarSelection: .inbox).topColumn  // .content
    /// ```
    public var topColumn: SplitColumn {
        if hasDetailSelection || !detailRoutes.isEmpty { return .detail }
        return Self.hasContentColumn && sidebarSelection != nil ? .content : .sidebar
    }
}

extension SplitState: Equatable where Screen: Equatable {}
extension SplitState: Hashable where Screen: Hashable {}
extension SplitState: Sendable where Sidebar: Sendable, Content: Sendable, Screen: Sendable {}
