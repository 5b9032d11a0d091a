#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// Draws a `Stack` with Apple's navigation: a `NavigationStack` per navigation layer, and
/// sheets and full-screen covers for presentations, each with its own `NavigationStack` when
/// presented `withNavigation`.
///
/// The stack is the source of truth. The back button, the swipe, the long-press back menu and
/// a swipe down on a sheet are reported to it, and every change it makes shows on screen. Each
/// screen is built from its route's own entry, so a push redraws only the layer it lands on.
/// The stack is in the environment for the views inside: read it as
/// `@Environment(Stack<Screen>.self) private var stack: Stack<Screen>?`, optional, so that a
/// view drawn outside a container reads `nil` instead of stopping the app.
///
/// > Important: Apple's `NavigationLink(value:)` works inside, and pushes its value through the
/// > stack when it is a screen. `NavigationLink(destination:)` and
/// > `navigationDestination(isPresented:)` push a view the stack never sees, so its routes,
/// > pops and deep links miss it: use ``StackNavigationLink`` or `stapelPush(item:screen:)`.
///
/// ```swift
/// enum Screen: Hashable { case list, chat(id: Int) }
///
/// struct AppCoordinator: View {
///     @State private var stack = Stack<Screen>()
///
///     var body: some View {
///         StapelStack(stack) {
///             Button("Chats") { stack.push(.list) }
///         } destination: { screen in
///             switch screen {
///             case .list: Button("Chat 7") { stack.push(.chat(id: 7)) }
///             case .chat(let id): ChatView(id: id)
///             }
///         }
///     }
/// }
/// ```
public struct StapelStack<Screen, Root: View, Destination: View>: View {
    private let source: StapelStackSource<Screen>
    private let root: Root
    private let destination: DestinationBuilder<Screen, Destination>
    /// A split view's columns around the stack, when it is a `StapelSplitView`'s detail column.
    private var split: SplitColumns?

    /// Creates a container that builds each route's view from its screen value, the
    /// coordinator style.
    ///
    /// ```swift
    /// StapelStack(stack) { Home() } destination: { screen in ScreenView(screen) }
    /// ```
    /// - Parameters:
    ///   - stack: The stack to draw.
    ///   - root: The root screen, below every route.
    ///   - destination: Builds the view of a route's screen.
    public init(
        _ stack: Stack<Screen>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping @MainActor (Screen) -> Destination
    ) {
        self.source = .stack(stack)
        self.root = root()
        self.destination = { destination($0.wrappedValue) }
    }

    /// Creates a container whose screens edit their own route's value through a binding.
    ///
    /// Writing the binding updates the route in place, with `Stack.updateScreen(_:forRoute:)`:
    /// the route keeps its identity and only its screen redraws.
    ///
    /// ```swift
    /// StapelStack(stack) { Home() } editableDestination: { screen in
    ///     EditorView(screen: screen)
    /// }
    /// ```
    ///
    /// Name the closure's parameter plainly (`screen in`, not `$screen in`): with Swift 6.3, a
    /// property-wrapper projection parameter drops the closure's main-actor isolation.
    /// - Parameters:
    ///   - stack: The stack to draw.
    ///   - root: The root screen, below every route.
    ///   - editableDestination: Builds the view of a route from a binding to its screen.
    public init(
        _ stack: Stack<Screen>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder editableDestination: @escaping @MainActor (Binding<Screen>) -> Destination
    ) {
        self.source = .stack(stack)
        self.root = root()
        self.destination = editableDestination
    }

    init(
        source: StapelStackSource<Screen>, root: Root,
        destination: @escaping DestinationBuilder<Screen, Destination>,
        split: SplitColumns? = nil
    ) {
        self.source = source
        self.root = root
        self.destination = destination
        self.split = split
    }

    /// The navigation stack, its presentations, and the stack in the environment. Each step of
    /// a multi-step change is reported back once an update has drawn it, so the next may start.
    public var body: some View {
        switch source {
        case .stack(let stack):
            StackContainer(stack: stack, root: root, destination: destination, split: split)
        case .routes(let routes, let options):
            RoutesContainer(
                routes: routes, options: options, root: root, destination: destination,
                split: split)
        }
    }
}
