#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// Gives the screen it is in its own evaluator, Stapel's `WithPusher`.
///
/// Every screen a Stapel container draws already takes pushes: a push lands on the top
/// screen's slot. `WithPusher` installs an evaluator on the slot of the screen it is in, the
/// root or the screen's route, as soon as the screen is drawn, before its first push can reach
/// it. The evaluator goes when the route leaves the stack, or when the `WithPusher`
/// leaves the hierarchy for good. The `AnyScreen` forms, `WithPusher(evaluate:)` and
/// `WithPusher(PushEvaluator<AnyScreen> { … })`, work in a typed container too: there the
/// evaluator sees each screen wrapped in an `AnyScreen`. Outside any container it reports a
/// runtime warning and installs nothing. Several views in its content are laid out in a
/// `VStack`, as Stapel 1.x did.
///
/// ```swift
/// struct ChatView: View {
///     let chatID: Int
///     @State private var received = 0
///
///     var body: some View {
///         WithPusher(PushEvaluator<AnyScreen>(
///             decide: { $0.context.incomingChat == chatID ? .handleInPlace : .offer },
///             handleInPlace: { _ in received += 1 }
///         )) {
///             Text("\(received) new messages")
///         }
///     }
/// }
/// ```
public struct WithPusher<Screen, Content: View>: View {
    @Environment(Stack<Screen>.self) private var stack: Stack<Screen>?
    @Environment(\.stapelScreenSlot) private var slot
    @Environment(\.stapelContainerScreenType) private var container
    @Environment(\.stapelControlStack) private var containerStack
    @State private var installation = PusherInstallation<Screen>()
    private let evaluator: PushEvaluator<Screen>?
    private let content: Content

    /// Creates a pusher whose evaluator decides what happens to the pushes that land
    /// on it.
    ///
    /// ```swift
    /// WithPusher(evaluator) { ChatContent() }
    /// ```
    /// - Parameters:
    ///   - evaluator: The screen's evaluator.
    ///   - content: The screen's content.
    public init(_ evaluator: PushEvaluator<Screen>, @ViewBuilder content: () -> Content) {
        self.evaluator = evaluator
        self.content = content()
    }

    /// The content; the evaluator is installed on its screen's slot while the body is drawn.
    public var body: some View {
        let _ = installation.install(evaluator, on: stack, orOn: containerStack, for: slot)
        VStack { content }.onAppear {
            ControlRequirement.check(
                ControlRequirement.stack(
                    own: stack?.controlStack, container: containerStack, accepts: { _ in true }),
                control: "WithPusher", screenType: Screen.self, container: container)
        }
    }
}

extension WithPusher where Screen == AnyScreen {
    /// Creates a pusher for a `Stack<AnyScreen>`, whose evaluator's screen type need not be
    /// written: `PushEvaluator { … }` is a `PushEvaluator<AnyScreen>` here.
    ///
    /// ```swift
    /// WithPusher(PushEvaluator { $0.context.incomingChat == nil ? .push : .offer }) {
    ///     ChatContent()
    /// }
    /// ```
    /// - Parameters:
    ///   - evaluator: The screen's evaluator.
    ///   - content: The screen's content.
    public init(_ evaluator: PushEvaluator<AnyScreen>, @ViewBuilder content: () -> Content) {
        self.evaluator = evaluator
        self.content = content()
    }

    /// Creates a pusher without an evaluator: pushes that land on it always happen.
    ///
    /// ```swift
    /// WithPusher {
    ///     Text("This view can now be pushed onto")
    /// }
    /// ```
    /// - Parameter content: The screen's content.
    public init(@ViewBuilder content: () -> Content) {
        self.evaluator = nil
        self.content = content()
    }

    /// Creates a pusher with an evaluation function, a `(context) -> Bool`: pushes onto
    /// this screen happen only when it returns `true`.
    ///
    /// ```swift
    /// WithPusher(evaluate: { $0.incomingChat == nil }) { ChatContent() }
    /// ```
    /// - Parameters:
    ///   - evaluate: Whether a push with this context may happen.
    ///   - content: The screen's content.
    public init(
        evaluate: @escaping @MainActor (PushContext) -> Bool, @ViewBuilder content: () -> Content
    ) {
        self.init(PushEvaluator(allowing: { evaluate($0.context) }), content: content)
    }
}
