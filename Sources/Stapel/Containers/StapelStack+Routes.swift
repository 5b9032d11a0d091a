#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension StapelStack where Screen: Hashable {
    /// Creates a container for a route list the app holds as a value, the FlowStacks and
    /// reducer style.
    ///
    /// The value is the source of truth. Changing it is a planned change, paced like
    /// `Stack.setRoutes(_:animated:)`: while it runs, the value keeps the target and the screen
    /// catches up one step at a time. The back button, swipes and a sheet swiped down write the
    /// shorter list back. Edit the value directly or with the route-list helpers, such as
    /// `routes.push(_:)` and `routes.dismiss()`.
    ///
    /// ```swift
    /// struct AppCoordinator: View {
    ///     @State private var routes: [Route<Screen>] = []
    ///
    ///     var body: some View {
    ///         StapelStack($routes) {
    ///             Button("List") { routes.push(.list) }
    ///         } destination: { screen in
    ///             ScreenView(screen: screen)
    ///         }
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - routes: The route list, above the root.
    ///   - capabilities: What fits in one SwiftUI update, for pacing.
    ///   - clock: The clock of the fallback between the steps of a change.
    ///   - settleTimeout: How long a step of a change waits for the UI to report it settled
    ///     before the next step starts anyway, as `Stack.settleTimeout`.
    ///   - onDismiss: Called once for each presented route that leaves the list, with who
    ///     dismissed it: the user (a sheet swiped down) or the program (the value changed). It
    ///     runs after the value shows the route gone.
    ///   - root: The root screen, below every route.
    ///   - destination: Builds the view of a route's screen.
    public init(
        _ routes: Binding<[Route<Screen>]>,
        capabilities: PlatformCapabilities = .navigationStack,
        clock: any Clock<Duration> = ContinuousClock(),
        settleTimeout: Duration = .seconds(1),
        onDismiss: (@MainActor (RouteDismissal<Screen>) -> Void)? = nil,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping @MainActor (Screen) -> Destination
    ) {
        self.init(
            source: .routes(
                routes,
                RouteListOptions(
                    capabilities: capabilities, clock: clock, settleTimeout: settleTimeout,
                    onDismiss: onDismiss)),
            root: root(), destination: { destination($0.wrappedValue) })
    }

    /// Creates a container for a route list held as a value, whose screens edit their own
    /// route through a binding.
    ///
    /// ```swift
    /// @State private var routes: [Route<Screen>] = []
    ///
    /// var body: some View {
    ///     StapelStack($routes) { Home() } editableDestination: { screen in
    ///         EditorView(screen: screen)
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - routes: The route list, above the root.
    ///   - capabilities: What fits in one SwiftUI update, for pacing.
    ///   - clock: The clock of the fallback between the steps of a change.
    ///   - settleTimeout: How long a step of a change waits for the UI to report it settled
    ///     before the next step starts anyway, as `Stack.settleTimeout`.
    ///   - onDismiss: Called once for each presented route that leaves the list, with who
    ///     dismissed it: the user (a sheet swiped down) or the program (the value changed). It
    ///     runs after the value shows the route gone.
    ///   - root: The root screen, below every route.
    ///   - editableDestination: Builds the view of a route from a binding to its screen.
    public init(
        _ routes: Binding<[Route<Screen>]>,
        capabilities: PlatformCapabilities = .navigationStack,
        clock: any Clock<Duration> = ContinuousClock(),
        settleTimeout: Duration = .seconds(1),
        onDismiss: (@MainActor (RouteDismissal<Screen>) -> Void)? = nil,
        @ViewBuilder root: () -> Root,
        @ViewBuilder editableDestination: @escaping @MainActor (Binding<Screen>) -> Destination
    ) {
        self.init(
            source: .routes(
                routes,
                RouteListOptions(
                    capabilities: capabilities, clock: clock, settleTimeout: settleTimeout,
                    onDismiss: onDismiss)),
            root: root(), destination: editableDestination)
    }
}
