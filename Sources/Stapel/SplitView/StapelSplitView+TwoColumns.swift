#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension StapelSplitView where Content == Never, ContentView == EmptyView {
    /// Creates a two-column split view of a model: a sidebar and a detail column.
    ///
    /// ```swift
    /// @State private var mail = SplitNavigation<Mailbox, Never, MailScreen>()
    ///
    /// var body: some View {
    ///     StapelSplitView(mail) { Mailboxes() } detail: { InboxView() }
    ///         destination: { screen in MailScreenView(screen: screen) }
    /// }
    /// ```
    /// - Parameters:
    ///   - split: The model.
    ///   - sidebar: The first column.
    ///   - detail: The root of the detail column, below its routes.
    ///   - destination: Builds the view of a detail route's screen.
    public init(
        _ split: SplitNavigation<Sidebar, Never, Screen>,
        @ViewBuilder sidebar: () -> SidebarView, @ViewBuilder detail: () -> DetailRoot,
        @ViewBuilder destination: @escaping @MainActor (Screen) -> Destination
    ) {
        self.init(
            source: .navigation(split), sidebar: sidebar(), content: nil, detailRoot: detail(),
            destination: destination)
    }

    /// Creates a two-column split view of a state the app holds as a value.
    ///
    /// ```swift
    /// @State private var mail = SplitState<Mailbox, Never, MailScreen>()
    ///
    /// var body: some View {
    ///     StapelSplitView($mail) { Mailboxes(selection: $mail.sidebarSelection) }
    ///         detail: { InboxView() } destination: { screen in MailScreenView(screen: screen) }
    /// }
    /// ```
    /// - Parameters:
    ///   - state: The state.
    ///   - capabilities: What SwiftUI can do in one update where the detail column is drawn.
    ///   - clock: The clock that times the fallback between steps of a planned change.
    ///   - settleTimeout: How long a step waits for the UI before the next starts anyway.
    ///   - sidebar: The first column.
    ///   - detail: The root of the detail column, below its routes.
    ///   - destination: Builds the view of a detail route's screen.
    public init(
        _ state: Binding<SplitState<Sidebar, Never, Screen>>,
        capabilities: PlatformCapabilities = .navigationStack,
        clock: any Clock<Duration> = ContinuousClock(), settleTimeout: Duration = .seconds(1),
        @ViewBuilder sidebar: () -> SidebarView, @ViewBuilder detail: () -> DetailRoot,
        @ViewBuilder destination: @escaping @MainActor (Screen) -> Destination
    ) {
        self.init(
            source: .value(
                state, capabilities: capabilities, clock: clock, settleTimeout: settleTimeout),
            sidebar: sidebar(), content: nil, detailRoot: detail(), destination: destination)
    }
}
