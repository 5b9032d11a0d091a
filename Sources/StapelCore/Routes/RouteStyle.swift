/// How a route is shown: pushed onto a navigation stack, or presented as a sheet, a popover,
/// a full-screen cover, an inspector, an alert or a confirmation dialog.
///
/// The one type for the kind of a route's presentation. A presented route starts a new
/// presentation layer. With `withNavigation` set, it brings its own navigation, and later
/// pushes land on it; without it, a push onto it is refused. An alert or a confirmation dialog
/// (``isAlert``) stands only on top: nothing is pushed or presented over it until the user
/// answers it or the app dismisses it, and it is not saved.
///
/// ```swift
/// let styles: [RouteStyle] = [
///     .push, .sheet(withNavigation: true), .popover(withNavigation: false),
///     .fullScreenCover(withNavigation: false), .inspector(withNavigation: false), .alert,
///     .confirmationDialog,
/// ]
/// ```
public enum RouteStyle: Hashable, Sendable {
    /// Pushed onto the navigation of the topmost presentation layer.
    case push
    /// Presented as a sheet, with or without its own navigation stack: on iPhone, a card the
    /// user can swipe down.
    case sheet(withNavigation: Bool)
    /// Presented as a popover in a regular width, with or without its own navigation stack. In
    /// a compact width it becomes what the route's ``RouteOptions/popoverAdaptation`` says.
    case popover(withNavigation: Bool)
    /// Presented as a cover that fills the screen, with or without its own navigation stack; on
    /// platforms without covers, such as macOS, SwiftUI shows a sheet.
    case fullScreenCover(withNavigation: Bool)
    /// Presented as an inspector, with or without its own navigation stack: a trailing column
    /// beside the content in a regular width, a sheet in a compact one (iOS 17, macOS 14; a
    /// sheet where SwiftUI has no inspector). Its width is the route's
    /// ``RouteOptions/inspectorWidth`` and ``RouteOptions/inspectorWidthRange``.
    case inspector(withNavigation: Bool)
    /// Presented as an alert: a title, a message and buttons, drawn from the content the stack's
    /// ``Stack/setAlerts(_:perform:)`` gives for the route's screen.
    case alert
    /// Presented as a confirmation dialog: an action sheet in a compact width, a popover in a
    /// regular one, drawn from the same content as an alert.
    case confirmationDialog

    /// Whether the route is presented rather than pushed.
    ///
    /// ```swift
    /// RouteStyle.sheet(withNavigation: false).isPresentation  // true
    /// ```
    @inlinable
    public var isPresentation: Bool {
        if case .push = self { false } else { true }
    }

    /// Whether the route brings its own navigation stack: `false` for a push.
    ///
    /// ```swift
    /// RouteStyle.fullScreenCover(withNavigation: true).hasNavigation  // true
    /// ```
    @inlinable
    public var hasNavigation: Bool {
        switch self {
        case .push, .alert, .confirmationDialog: false
        case .sheet(let withNavigation), .popover(let withNavigation),
            .fullScreenCover(let withNavigation), .inspector(let withNavigation):
            withNavigation
        }
    }

    /// Whether the route is an alert or a confirmation dialog: it stands only on top, and a
    /// saved stack leaves it out.
    ///
    /// ```swift
    /// RouteStyle.confirmationDialog.isAlert  // true
    /// ```
    @inlinable
    public var isAlert: Bool {
        switch self {
        case .alert, .confirmationDialog: true
        case .push, .sheet, .popover, .fullScreenCover, .inspector: false
        }
    }
}
