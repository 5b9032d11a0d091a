import Observation

/// The observable state of one route, read by the screen that draws it.
///
/// An entry changes only when its own route is edited, so a screen reading it is not
/// invalidated by pushes and pops elsewhere on the stack. The stack makes a route's entry the
/// first time it is asked for, and keeps it while the route is on the stack.
///
/// ```swift
/// if let entry = stack.entry(for: routeID) {
///     print(entry.route.screen)
/// }
/// ```
@MainActor
@_spi(StapelUI)
public final class RouteEntry<Screen>: Observable {
    /// The route as it is now.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// Text(String(describing: entry.route.screen))
    /// ```
    public internal(set) var route: Route<Screen> {
        get {
            registrar.access(self, keyPath: keyPaths.entryRoute)
            return storedRoute
        }
        set {
            registrar.withMutation(of: self, keyPath: keyPaths.entryRoute) {
                storedRoute = newValue
            }
        }
    }

    /// Whether the route's screen guards leaving it (`Stack.setLeaveGuard(_:for:)`): the screen
    /// then draws its own back button, which asks the guard.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// let hidesSystemBack = entry.isLeaveGuarded
    /// ```
    public internal(set) var isLeaveGuarded: Bool {
        get {
            registrar.access(self, keyPath: keyPaths.entryLeaveGuarded)
            return storedLeaveGuarded
        }
        set {
            guard newValue != storedLeaveGuarded else { return }
            registrar.withMutation(of: self, keyPath: keyPaths.entryLeaveGuarded) {
                storedLeaveGuarded = newValue
            }
        }
    }

    /// The route's identity, read without observing the route: it never changes.
    public var id: RouteID { storedRoute.id }

    /// The route's position in `Stack.routes`. It never changes: routes leave the stack from
    /// the top, and a route list set anew keeps a route only in the prefix it shares.
    public let index: Int

    /// What the screen of this route reads as `\.stapelRoute`: observed through ``route``, so
    /// only edits of this route change it.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// Text("Step \(entry.info.index + 1)")
    /// ```
    public var info: RouteInfo { RouteInfo(route: route, index: index) }

    /// The transition Stapel's custom container draws this route with, when its push chose one:
    /// the SwiftUI layer's value in a `Sendable` box.
    package var transitionOverride: (any Sendable)?

    private var storedRoute: Route<Screen>
    private var storedLeaveGuarded = false
    private let registrar = ObservationRegistrar()
    /// The key paths observers see, made once per screen type.
    private let keyPaths: StackKeyPaths<Screen>

    init(route: Route<Screen>, index: Int, keyPaths: StackKeyPaths<Screen>) {
        self.storedRoute = route
        self.index = index
        self.keyPaths = keyPaths
    }
}
