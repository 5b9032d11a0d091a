/// One screen on a ``Stack``: the screen value, how it is shown, a stable identity, an
/// optional name to pop back to, and its presentation options.
///
/// Routes with `Equatable` screens compare with `==` identity included: two routes are equal
/// only if they are the same route showing the same. A test that compares route lists builds
/// them inside ``withRouteIDs(_:operation:)``, so that the same edits give the same identities.
///
/// ```swift
/// stack.setRoutes([
///     .push(.inbox),
///     .push(.chat(id: 42), name: "chat"),
///     .sheet(.attachments, withNavigation: true),
/// ])
/// ```
public struct Route<Screen>: Identifiable {
    /// The identity of the route. It survives edits of ``screen``.
    ///
    /// ```swift
    /// stack.pop(to: .id(route.id))
    /// ```
    public let id: RouteID
    /// The screen value. Editing it keeps the route's identity.
    ///
    /// ```swift
    /// route.screen = .chat(id: 7)
    /// ```
    public var screen: Screen
    /// How the route is shown. A route keeps its style for its whole life.
    ///
    /// ```swift
    /// route.style.isPresentation
    /// ```
    public let style: RouteStyle
    /// A caller-given name, such as a `destinationId`, to pop back to later.
    ///
    /// ```swift
    /// Route.push(Screen.inbox, name: "inbox").name  // "inbox"
    /// ```
    public var name: String? {
        get { annotations?.name }
        set { annotations = RouteAnnotations.unlessEmpty(name: newValue, options: options) }
    }
    /// How the route is presented beyond its style: a sheet's detents and the one it rests
    /// at, a dismiss lock, a popover, background interaction, a zoom source. Editing them keeps
    /// the route's identity.
    ///
    /// ```swift
    /// route.options.selectedDetent = .large
    /// ```
    public var options: RouteOptions {
        get { annotations?.options ?? RouteOptions() }
        set { annotations = RouteAnnotations.unlessEmpty(name: name, options: newValue) }
    }
    /// The name and the options, out of line, and `nil` when the route has neither (nearly
    /// every route): a route then copies, moves and goes as its identifier, screen and style.
    @usableFromInline var annotations: RouteAnnotations?

    /// Creates a route.
    ///
    /// ```swift
    /// let route = Route(Screen.settings, style: .sheet(withNavigation: true), name: "settings")
    /// ```
    /// - Parameters:
    ///   - screen: The screen value.
    ///   - style: How the route is shown. The default is a push.
    ///   - name: An optional name to pop back to.
    ///   - options: How the route is presented beyond its style. The default sets nothing.
    ///   - id: The identity. The default is a fresh, process-unique identifier.
    @inlinable
    @inline(__always)
    public init(
        _ screen: Screen, style: RouteStyle = .push, name: String? = nil,
        options: RouteOptions = RouteOptions(), id: RouteID = .unique()
    ) {
        self.id = id
        self.screen = screen
        self.style = style
        annotations =
            name == nil && options.isDefault
            ? nil : RouteAnnotations(name: name, options: options)
    }

    /// Creates a pushed route.
    ///
    /// ```swift
    /// let route: Route<Screen> = .push(.profile(id: 7))
    /// ```
    /// - Parameters:
    ///   - screen: The screen value.
    ///   - name: An optional name to pop back to.
    ///   - options: How the route is presented, such as the view it zooms from.
    /// - Returns: A route with a fresh identity.
    @inlinable
    public static func push(
        _ screen: Screen, name: String? = nil, options: RouteOptions = RouteOptions()
    ) -> Route {
        Route(screen, style: .push, name: name, options: options)
    }

    /// Creates a route presented as a sheet.
    ///
    /// ```swift
    /// let route: Route<Screen> = .sheet(.compose, withNavigation: true)
    /// ```
    /// - Parameters:
    ///   - screen: The screen value.
    ///   - withNavigation: Whether the sheet brings its own navigation stack.
    ///   - name: An optional name to pop back to.
    ///   - options: How the sheet is presented: its detents, a dismiss lock.
    /// - Returns: A route with a fresh identity.
    @inlinable
    public static func sheet(
        _ screen: Screen, withNavigation: Bool = false, name: String? = nil,
        options: RouteOptions = RouteOptions()
    ) -> Route {
        Route(
            screen, style: .sheet(withNavigation: withNavigation), name: name, options: options)
    }

    /// Creates a route presented as an inspector: a trailing column in a regular width, a sheet
    /// in a compact one.
    ///
    /// ```swift
    /// let route: Route<Screen> = .inspector(.filters, options: RouteOptions(inspectorWidth: 320))
    /// ```
    /// - Parameters:
    ///   - screen: The screen value.
    ///   - withNavigation: Whether the inspector brings its own navigation stack.
    ///   - name: An optional name to pop back to.
    ///   - options: How the inspector is presented: its width.
    /// - Returns: A route with a fresh identity.
    @inlinable
    public static func inspector(
        _ screen: Screen, withNavigation: Bool = false, name: String? = nil,
        options: RouteOptions = RouteOptions()
    ) -> Route {
        Route(
            screen, style: .inspector(withNavigation: withNavigation), name: name, options: options)
    }

    /// Creates a route presented as a popover in a regular width, which adapts in a compact one.
    ///
    /// ```swift
    /// let route: Route<Screen> = .popover(.share, adaptingTo: .sheet)
    /// ```
    /// - Parameters:
    ///   - screen: The screen value.
    ///   - withNavigation: Whether the popover brings its own navigation stack.
    ///   - adaptation: What the popover becomes in a compact width; `nil` for the platform's
    ///     choice.
    ///   - name: An optional name to pop back to.
    /// - Returns: A route with a fresh identity.
    @inlinable
    public static func popover(
        _ screen: Screen, withNavigation: Bool = false,
        adaptingTo adaptation: PopoverAdaptation? = nil, name: String? = nil
    ) -> Route {
        Route(
            screen, style: .popover(withNavigation: withNavigation), name: name,
            options: RouteOptions().adaptingPopover(to: adaptation))
    }

    /// Creates a route presented as a full-screen cover.
    ///
    /// ```swift
    /// let route: Route<Screen> = .fullScreenCover(.onboarding, withNavigation: true)
    /// ```
    /// - Parameters:
    ///   - screen: The screen value.
    ///   - withNavigation: Whether the cover brings its own navigation stack.
    ///   - name: An optional name to pop back to.
    ///   - options: How the cover is presented, such as the view it zooms from.
    /// - Returns: A route with a fresh identity.
    @inlinable
    public static func fullScreenCover(
        _ screen: Screen,
        withNavigation: Bool = false,
        name: String? = nil,
        options: RouteOptions = RouteOptions()
    ) -> Route {
        Route(
            screen, style: .fullScreenCover(withNavigation: withNavigation), name: name,
            options: options)
    }

    /// Creates a route presented as an alert, drawn from the content the stack's alerts give
    /// for its screen (``Stack/setAlerts(_:perform:)``).
    ///
    /// ```swift
    /// let route: Route<Screen> = .alert(.confirmDeletion(itemID: 4))
    /// ```
    /// - Parameters:
    ///   - screen: The screen value that stands for the alert.
    ///   - name: An optional name to dismiss it by.
    /// - Returns: A route with a fresh identity.
    @inlinable
    public static func alert(_ screen: Screen, name: String? = nil) -> Route {
        Route(screen, style: .alert, name: name)
    }

    /// Creates a route presented as a confirmation dialog, drawn from the content the stack's
    /// alerts give for its screen (``Stack/setAlerts(_:perform:)``).
    ///
    /// ```swift
    /// let route: Route<Screen> = .confirmationDialog(.discardDraft)
    /// ```
    /// - Parameters:
    ///   - screen: The screen value that stands for the dialog.
    ///   - name: An optional name to dismiss it by.
    /// - Returns: A route with a fresh identity.
    @inlinable
    public static func confirmationDialog(_ screen: Screen, name: String? = nil) -> Route {
        Route(screen, style: .confirmationDialog, name: name)
    }
}

extension Route: Equatable where Screen: Equatable {}
extension Route: Hashable where Screen: Hashable {}
extension Route: Sendable where Screen: Sendable {}
