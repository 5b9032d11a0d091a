/// A screen of a split view collapsed to one stack: a column's selection, or a screen of the
/// detail column.
///
/// A split view that collapses to one column (an iPhone, Slide Over, a narrow window) shows its
/// columns as one navigation stack: the sidebar at the bottom, then the content column for the
/// sidebar's selection, then the detail column for the content's selection, then the routes
/// pushed and presented on the detail column. ``SplitState/collapsedRoutes`` writes a split
/// view's state as that stack, with a route for each selection; deep links and saved state use
/// the same form.
///
/// ```swift
/// let link: [Route<SplitScreen<Mailbox, Message.ID, MailScreen>>] = [
///     .push(.sidebar(.inbox)), .push(.content(42)), .push(.detail(.attachment(1))),
/// ]
/// ```
public enum SplitScreen<Sidebar, Content, Screen> {
    /// The sidebar's selection: the content column (or, with two columns, the detail column)
    /// shows it.
    case sidebar(Sidebar)
    /// The content column's selection, which the detail column shows.
    case content(Content)
    /// A screen pushed or presented on the detail column.
    case detail(Screen)

    /// The column the screen belongs to.
    public var column: SplitColumn {
        switch self {
        case .sidebar: .sidebar
        case .content: .content
        case .detail: .detail
        }
    }
}

extension SplitScreen: Equatable where Sidebar: Equatable, Content: Equatable, Screen: Equatable {}
extension SplitScreen: Hashable where Sidebar: Hashable, Content: Hashable, Screen: Hashable {}
extension SplitScreen: Sendable where Sidebar: Sendable, Content: Sendable, Screen: Sendable {}
extension SplitScreen: Encodable where Sidebar: Encodable, Content: Encodable, Screen: Encodable {}
extension SplitScreen: Decodable where Sidebar: Decodable, Content: Decodable, Screen: Decodable {}
