import Observation

/// The source of truth for a split view: what the sidebar and content columns select, the
/// detail column's ``Stack``, which columns show, and whether the split view is collapsed to
/// one column.
///
/// Keep one per split view, as you keep a ``Stack`` per stack, and draw it with a
/// `StapelSplitView`. Any code on the main actor selects, pushes onto the detail column, opens
/// links and restores through it; the view reads it and never keeps its own copy.
///
/// ```swift
/// let mail = SplitNavigation<Mailbox, Message.ID, MailScreen>()  // in a view, in @State
/// mail.sidebarSelection = .inbox
/// mail.contentSelection = 42
/// mail.detail.push(.attachment(1))
/// mail.topColumn  // .detail: collapsed to one column, the attachment is on top
/// ```
///
/// The columns follow one another: a new selection in a column clears the selections after it
/// and the detail column's routes, as the screens they showed belong to the old selection.
/// Collapsed to one column, the split view shows its columns as one stack (see
/// ``SplitState/collapsedRoutes``): the user's back pops the detail column's routes, then goes
/// back to the content column, clearing its selection, then to the sidebar.
///
/// A split view with two columns has `Never` for its `Content`.
@MainActor
public final class SplitNavigation<Sidebar: Hashable, Content: Hashable, Screen>: Observable {
    let registrar = ObservationRegistrar()
    /// The selections and the column visibility; its detail routes stay empty (the detail
    /// column's routes are ``detail``'s).
    var columns: SplitState<Sidebar, Content, Screen>
    var storedIsCollapsed = false
    var observers: [EventObserver<NavigationEvent.Change>] = []

    /// The detail column's stack: push, present and go back on it as on any stack.
    public let detail: Stack<Screen>

    /// Creates the model of a split view.
    ///
    /// ```swift
    /// let mail = SplitNavigation<Mailbox, Message.ID, MailScreen>(sidebarSelection: .inbox)
    /// ```
    /// - Parameters:
    ///   - sidebarSelection: The sidebar's selection.
    ///   - contentSelection: The content column's selection.
    ///   - columnVisibility: Which columns show in a regular width.
    ///   - detail: The detail column's stack.
    public init(
        sidebarSelection: Sidebar? = nil, contentSelection: Content? = nil,
        columnVisibility: SplitColumnVisibility = .automatic, detail: Stack<Screen> = Stack()
    ) {
        columns = SplitState(
            sidebarSelection: sidebarSelection, contentSelection: contentSelection,
            columnVisibility: columnVisibility)
        self.detail = detail
    }

    // MARK: Columns

    /// The sidebar's selection. A new one clears ``contentSelection`` and the detail column.
    public var sidebarSelection: Sidebar? {
        get {
            registrar.access(self, keyPath: \.sidebarSelection)
            return columns.sidebarSelection
        }
        set { select(sidebar: newValue) }
    }

    /// The content column's selection, in a three-column split view. A new one clears the
    /// detail column.
    public var contentSelection: Content? {
        get {
            registrar.access(self, keyPath: \.contentSelection)
            return columns.contentSelection
        }
        set { select(content: newValue) }
    }

    /// Which columns show in a regular width.
    public var columnVisibility: SplitColumnVisibility {
        get {
            registrar.access(self, keyPath: \.columnVisibility)
            return columns.columnVisibility
        }
        set {
            guard newValue != columns.columnVisibility else { return }
            registrar.withMutation(of: self, keyPath: \.columnVisibility) {
                columns.columnVisibility = newValue
            }
            emit(.columnVisibilityChanged(newValue))
        }
    }

    /// Whether the split view shows as one stack, in a compact width. The view reports it.
    public var isCollapsed: Bool {
        registrar.access(self, keyPath: \.isCollapsed)
        return storedIsCollapsed
    }

    /// The column on top when the split view is collapsed to one column: the last one that
    /// shows something. See ``SplitState/topColumn``.
    public var topColumn: SplitColumn { state.topColumn }

    /// The whole state as a value: the selections, the detail column's routes and the column
    /// visibility.
    ///
    /// ```swift
    /// let link = try mailTable.url(
    ///     for: mail.state.collapsedRoutes, base: URL(string: "myapp://")!)
    /// ```
    public var state: SplitState<Sidebar, Content, Screen> {
        registrar.access(self, keyPath: \.sidebarSelection)
        registrar.access(self, keyPath: \.contentSelection)
        registrar.access(self, keyPath: \.columnVisibility)
        var state = columns
        state.detailRoutes = detail.routes
        return state
    }

    /// Whether the split view can go back: the detail column has routes, or a column after
    /// the sidebar has a selection.
    public var canGoBack: Bool {
        !detail.routes.isEmpty || contentSelection != nil || sidebarSelection != nil
    }

    /// Goes back one step as the user's back does in the split view collapsed to one column:
    /// the detail column's top route goes, then the content column's selection, then the
    /// sidebar's. With nothing to go back from, it does nothing.
    ///
    /// ```swift
    /// mail.goBack()  // the attachment goes; again: the message is deselected
    /// ```
    public func goBack() {
        if !detail.routes.isEmpty {
            detail.goBack()
        } else if contentSelection != nil {
            contentSelection = nil
        } else if sidebarSelection != nil {
            sidebarSelection = nil
        }
    }

    /// Whether the split view has a content column: `Content` is not `Never`.
    public static var hasContentColumn: Bool { Content.self != Never.self }

    // MARK: Changes

    private func select(sidebar: Sidebar?) {
        guard sidebar != columns.sidebarSelection else { return }
        let hadContent = columns.contentSelection != nil
        registrar.withMutation(of: self, keyPath: \.sidebarSelection) {
            registrar.withMutation(of: self, keyPath: \.contentSelection) {
                columns.sidebarSelection = sidebar
            }
        }
        clearDetail()
        if hadContent { emit(.contentSelected(nil)) }
        emit(.sidebarSelected(sidebar.map { String(describing: $0) }))
    }

    private func select(content: Content?) {
        guard content != columns.contentSelection else { return }
        registrar.withMutation(of: self, keyPath: \.contentSelection) {
            columns.contentSelection = content
        }
        clearDetail()
        emit(.contentSelected(content.map { String(describing: $0) }))
    }

    /// The detail column's routes belong to the selection they stood on: they go with it, at
    /// once. The view draws the detail column of a new selection anew (its identity is the
    /// selection's), so no transition takes them away one update at a time.
    func clearDetail() {
        detail.removeAllRoutesForNewView()
    }
}
