@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// Draws a split view from one model, with Apple's `NavigationSplitView`: a sidebar, a content
/// column for three columns, and a detail column that is a `StapelStack` of the model's detail
/// routes.
///
/// The model is the source of truth: the column visibility, the selections and the detail
/// routes are its, and the split view only shows them. In a compact width (an iPhone, Slide
/// Over, a narrow window) SwiftUI collapses the columns into one stack; the column on top is
/// the last one the model's selections reach, and the user's back there (past the detail
/// column's routes) clears the selections as the model's `SplitNavigation.goBack()` does. A
/// collapse or an expansion loses nothing: the model holds it all, whichever form is on screen.
///
/// Bind the sidebar's and the content column's lists to the model's selections. The model is
/// in the environment, and the detail column's stack too, for the controls inside.
///
/// ```swift
/// struct MailRoot: View {
///     @State private var mail = SplitNavigation<Mailbox, Message.ID, MailScreen>()
///
///     var body: some View {
///         @Bindable var mail = mail
///         StapelSplitView(mail) {
///             List(Mailbox.allCases, selection: $mail.sidebarSelection) { Text($0.name) }
///         } content: {
///             List(messages(in: mail.sidebarSelection), selection: $mail.contentSelection) {
///                 Text($0.subject)
///             }
///         } detail: {
///             MessageView(id: mail.contentSelection)
///         } destination: { screen in
///             MailScreenView(screen: screen)
///         }
///     }
/// }
/// ```
///
/// SwiftUI's modifiers for split views apply as usual: `navigationSplitViewStyle(_:)` on the
/// split view, `navigationSplitViewColumnWidth(_:)` on a column's view. To draw the same model as
/// one stack in every width, as a layout the user picks, use `stapelSplitViewCollapsed(_:)`.
public struct StapelSplitView<
    Sidebar: Hashable, Content: Hashable, Screen, SidebarView: View, ContentView: View,
    DetailRoot: View, Destination: View
>: View {
    let source: SplitViewSource<Sidebar, Content, Screen>
    let sidebar: SidebarView
    /// The content column; `nil` for two columns.
    let content: ContentView?
    let detailRoot: DetailRoot
    let destination: DestinationBuilder<Screen, Destination>
    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    @Environment(\.stapelSplitViewCollapsed) var drawnAsStack

    /// Creates a three-column split view of a model.
    ///
    /// ```swift
    /// StapelSplitView(mail) { Mailboxes() } content: { Messages() } detail: { MessageView() }
    ///     destination: { screen in MailScreenView(screen: screen) }
    /// ```
    /// - Parameters:
    ///   - split: The model.
    ///   - sidebar: The first column.
    ///   - content: The middle column.
    ///   - detail: The root of the detail column, below its routes.
    ///   - destination: Builds the view of a detail route's screen.
    public init(
        _ split: SplitNavigation<Sidebar, Content, Screen>,
        @ViewBuilder sidebar: () -> SidebarView, @ViewBuilder content: () -> ContentView,
        @ViewBuilder detail: () -> DetailRoot,
        @ViewBuilder destination: @escaping @MainActor (Screen) -> Destination
    ) {
        self.init(
            source: .navigation(split), sidebar: sidebar(), content: content(),
            detailRoot: detail(), destination: destination)
    }

    /// Creates a three-column split view of a state the app holds as a value, such as a
    /// reducer's or a `@State`'s. The user's back and the detail column's pops write the
    /// shorter state back.
    ///
    /// ```swift
    /// @State private var mail = SplitState<Mailbox, Message.ID, MailScreen>()
    ///
    /// var body: some View {
    ///     StapelSplitView($mail) { Mailboxes(selection: $mail.sidebarSelection) } content: {
    ///         Messages(selection: $mail.contentSelection)
    ///     } detail: { MessageView() } destination: { screen in MailScreenView(screen: screen) }
    /// }
    /// ```
    /// - Parameters:
    ///   - state: The state.
    ///   - capabilities: What SwiftUI can do in one update where the detail column is drawn.
    ///   - clock: The clock that times the fallback between steps of a planned change.
    ///   - settleTimeout: How long a step waits for the UI before the next starts anyway.
    ///   - sidebar: The first column.
    ///   - content: The middle column.
    ///   - detail: The root of the detail column, below its routes.
    ///   - destination: Builds the view of a detail route's screen.
    public init(
        _ state: Binding<SplitState<Sidebar, Content, Screen>>,
        capabilities: PlatformCapabilities = .navigationStack,
        clock: any Clock<Duration> = ContinuousClock(), settleTimeout: Duration = .seconds(1),
        @ViewBuilder sidebar: () -> SidebarView, @ViewBuilder content: () -> ContentView,
        @ViewBuilder detail: () -> DetailRoot,
        @ViewBuilder destination: @escaping @MainActor (Screen) -> Destination
    ) {
        self.init(
            source: .value(
                state, capabilities: capabilities, clock: clock, settleTimeout: settleTimeout),
            sidebar: sidebar(), content: content(), detailRoot: detail(), destination: destination)
    }

    /// Creates a split view of its parts; the public initializers all end here.
    init(
        source: SplitViewSource<Sidebar, Content, Screen>, sidebar: SidebarView,
        content: ContentView?, detailRoot: DetailRoot,
        destination: @escaping @MainActor (Screen) -> Destination
    ) {
        self.source = source
        self.sidebar = sidebar
        self.content = content
        self.detailRoot = detailRoot
        self.destination = { destination($0.wrappedValue) }
    }

    /// The columns and the detail column's stack, and whether they show as one stack
    /// reported to the model.
    public var body: some View {
        detailStack
            .modifier(SplitModelEnvironment(source: source))
            .onChange(of: drawnAsStack || horizontalSizeClass == .compact, initial: true) {
                _, collapsed in
                if case .navigation(let split) = source {
                    split.reportCollapsed(collapsed)
                }
            }
    }
}
