/// A route list held as a value: the routes above the root, bottom-most first.
///
/// The name FlowStacks and NStack users know for the same list; it is `[Route<Screen>]`, with
/// the route-list helpers (`push(_:name:)`, `presentSheet(_:withNavigation:name:)`, `pop(_:)`,
/// …) and `StapelStack($routes)` to draw it.
///
/// ```swift
/// @State private var routes: Routes<Screen> = []
///
/// var body: some View {
///     Button("Details") { routes.push(.detail(id: 42)) }
/// }
/// ```
public typealias Routes<Screen> = [Route<Screen>]
