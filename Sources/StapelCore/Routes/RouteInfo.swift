/// What a screen knows about the route it is drawn for: its identity, how it is shown, where it
/// stands on the stack, its name and its options.
///
/// Stapel's containers put it in each screen's environment as `\.stapelRoute`, read from the
/// route's own observable entry, so a screen that reads it is not redrawn by pushes and pops
/// elsewhere on the stack. The root screen is not a route and reads `nil`.
///
/// ```swift
/// struct DetailView: View {
///     @Environment(\.stapelRoute) private var route
///
///     var body: some View {
///         Text("Screen \(route?.index ?? -1)")
///         if route?.style.isPresentation == true {
///             Text("Presented")
///         }
///     }
/// }
/// ```
public struct RouteInfo: Hashable, Sendable {
    /// The route's identity.
    public let id: RouteID
    /// How the route is shown: pushed, or presented as a sheet or cover.
    public let style: RouteStyle
    /// The route's position in `Stack.routes`: `0` for the first route above the root.
    ///
    /// A route keeps its position for as long as it is on the stack: routes leave from the top.
    public let index: Int
    /// The name the route was pushed or presented with, if any.
    public let name: String?
    /// How the route is presented beyond its style: its detents and the one the sheet rests
    /// at, a popover, a zoom source.
    public let options: RouteOptions

    /// Creates the information of a route at a position on the stack.
    ///
    /// ```swift
    /// let info = RouteInfo(route: route, index: 0)
    /// ```
    /// - Parameters:
    ///   - route: The route.
    ///   - index: The route's position in `Stack.routes`.
    public init<Screen>(route: Route<Screen>, index: Int) {
        self.id = route.id
        self.style = route.style
        self.index = index
        self.name = route.name
        self.options = route.options
    }
}
