/// A type that stands for a route in a list: what lets `[Route<Screen>]` answer ``Stack``'s
/// questions, such as `canPop`, as properties. Only ``Route`` conforms.
///
/// ```swift
/// routes.canGoBack
/// ```
public protocol _RouteListElement {
    /// How the route is shown.
    var style: RouteStyle { get }
}

extension Route: _RouteListElement {}

extension Array where Element: _RouteListElement {
    /// Whether the navigation on top has a pushed route to pop, as `Stack.canPop`.
    ///
    /// ```swift
    /// Button("Back") { routes.pop() }.disabled(!routes.canPop)
    /// ```
    /// - Complexity: O(1).
    public var canPop: Bool {
        guard let last else { return false }
        return !last.style.isPresentation
    }

    /// Whether there is any route, pushed or presented, to go back from, as `Stack.canGoBack`.
    ///
    /// ```swift
    /// if routes.canGoBack { routes.goBack() }
    /// ```
    /// - Complexity: O(1).
    public var canGoBack: Bool { !isEmpty }
}
