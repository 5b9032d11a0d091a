#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension StapelStack where Root == Destination {
    /// Creates a container whose root is a screen of the stack's own screen type, drawn by the
    /// same closure as every route: the counterpart of FlowStacks' `.root(screen)` route and
    /// NStack's `Stack(root:)`.
    ///
    /// The root is not a route: `Stack.routes` lists what stands above it, a pop never
    /// removes it, and its screen reads `nil` for `\.stapelRoute`. To show another root, pass
    /// another value.
    ///
    /// ```swift
    /// enum Screen: Hashable { case home, chat(id: Int) }
    ///
    /// StapelStack(stack, root: .home) { screen in
    ///     switch screen {
    ///     case .home: Button("Chat 7") { stack.push(.chat(id: 7)) }
    ///     case .chat(let id): ChatView(id: id)
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - stack: The stack to draw.
    ///   - root: The root screen, below every route.
    ///   - destination: Builds the view of a screen: the root's and each route's.
    public init(
        _ stack: Stack<Screen>,
        root: Screen,
        @ViewBuilder destination: @escaping @MainActor (Screen) -> Destination
    ) {
        self.init(stack, root: { destination(root) }, destination: destination)
    }
}

extension StapelStack where Root == Destination, Screen: Hashable {
    /// Creates a container for a route list held as a value, whose root is a screen of the
    /// list's own screen type, drawn by the same closure as every route.
    ///
    /// ```swift
    /// @State private var routes: [Route<Screen>] = []
    ///
    /// var body: some View {
    ///     StapelStack($routes, root: .inbox) { screen in
    ///         ScreenView(screen: screen)
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - routes: The route list, above the root.
    ///   - root: The root screen, below every route.
    ///   - capabilities: What fits in one SwiftUI update, for pacing.
    ///   - clock: The clock of the fallback between the steps of a change.
    ///   - settleTimeout: How long a step of a change waits for the UI to report it settled
    ///     before the next step starts anyway, as `Stack.settleTimeout`.
    ///   - onDismiss: Called once for each presented route that leaves the list, with who
    ///     dismissed it.
    ///   - destination: Builds the view of a screen: the root's and each route's.
    public init(
        _ routes: Binding<[Route<Screen>]>,
        root: Screen,
        capabilities: PlatformCapabilities = .navigationStack,
        clock: any Clock<Duration> = ContinuousClock(),
        settleTimeout: Duration = .seconds(1),
        onDismiss: (@MainActor (RouteDismissal<Screen>) -> Void)? = nil,
        @ViewBuilder destination: @escaping @MainActor (Screen) -> Destination
    ) {
        self.init(
            routes, capabilities: capabilities, clock: clock, settleTimeout: settleTimeout,
            onDismiss: onDismiss, root: { destination(root) }, destination: destination)
    }
}
