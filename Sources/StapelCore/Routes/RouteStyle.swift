/// How a route is shown: pushed onto a navigation stack, or presented as a sheet or cover.
///
/// A presented route starts a new presentation layer. With `withNavigation` set, it brings its
/// own navigation, and later pushes land on it; without it, a push onto it is refused.
///
/// ```swift
/// let styles: [RouteStyle] = [.push, .sheet(withNavigation: true), .fullScreenCover(withNavigation: false)]
/// ```
public enum RouteStyle: Hashable, Sendable {
    /// Pushed onto the navigation of the topmost presentation layer.
    case push
    /// Presented as a sheet, with or without its own navigation stack.
    case sheet(withNavigation: Bool)
    /// Presented as a full-screen cover, with or without its own navigation stack.
    case fullScreenCover(withNavigation: Bool)

    /// Creates the style of a presentation.
    ///
    /// ```swift
    /// RouteStyle(presentation: .sheet, withNavigation: true) == .sheet(withNavigation: true)
    /// ```
    /// - Parameters:
    ///   - presentation: A sheet or a full-screen cover.
    ///   - withNavigation: Whether the presentation brings its own navigation stack.
    public init(presentation: PresentationStyle, withNavigation: Bool) {
        switch presentation {
        case .sheet: self = .sheet(withNavigation: withNavigation)
        case .fullScreenCover: self = .fullScreenCover(withNavigation: withNavigation)
        }
    }

    /// The kind of presentation, or `nil` for a push.
    ///
    /// ```swift
    /// RouteStyle.sheet(withNavigation: false).presentation  // .sheet
    /// RouteStyle.push.presentation                          // nil
    /// ```
    public var presentation: PresentationStyle? {
        switch self {
        case .push: nil
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        }
    }

    /// Whether this route starts a presentation layer.
    ///
    /// ```swift
    /// RouteStyle.push.isPresentation  // false
    /// ```
    @inlinable
    public var isPresentation: Bool {
        if case .push = self { false } else { true }
    }

    /// Whether a presentation with this style brings its own navigation. `false` for a push.
    ///
    /// ```swift
    /// RouteStyle.sheet(withNavigation: true).hasNavigation  // true
    /// ```
    @inlinable
    public var hasNavigation: Bool {
        switch self {
        case .push: false
        case .sheet(let withNavigation), .fullScreenCover(let withNavigation): withNavigation
        }
    }
}
