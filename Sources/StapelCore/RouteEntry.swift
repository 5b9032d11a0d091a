import Observation

/// The observable state of one route, read by the screen that draws it.
///
/// An entry changes only when its own route is edited, so a screen reading it is not
/// invalidated by pushes and pops elsewhere on the stack.
///
/// ```swift
/// if let entry = stack.entry(for: id) {
///     print(entry.route.screen)
/// }
/// ```
@MainActor
@Observable
public final class RouteEntry<Screen> {
    /// The route as it is now.
    ///
    /// ```swift
    /// Text(String(describing: entry.route.screen))
    /// ```
    public internal(set) var route: Route<Screen>

    @ObservationIgnored var index: Int

    init(route: Route<Screen>, index: Int) {
        self.route = route
        self.index = index
    }
}
