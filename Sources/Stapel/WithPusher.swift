#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// Declares a screen as a push opportunity with its own evaluator, Stapel's `WithPusher`.
///
/// Every screen a Stapel container draws is already a push opportunity: a push lands on the
/// topmost one. `WithPusher` installs an evaluator on the layer of the screen it is in, the
/// root or the screen's route, when it appears. The evaluator goes when the route leaves the
/// stack.
///
/// ```swift
/// struct ChatView: View {
///     let chatID: Int
///     let model: ChatModel
///
///     var body: some View {
///         WithPusher(PushEvaluator<AnyScreen>(
///             decide: { $0.context.incomingChat == chatID ? .handleInPlace : .offer },
///             handleInPlace: { model.receive($0.context.incomingMessage) }
///         )) {
///             MessageList(model: model)
///         }
///     }
/// }
/// ```
public struct WithPusher<Screen, Content: View>: View {
    @Environment(Stack<Screen>.self) private var stack
    @Environment(\.stapelPusher) private var pusher
    private let install: @MainActor (Stack<Screen>, PusherID) -> Void
    private let content: Content

    /// Creates a push opportunity whose evaluator decides what happens to the pushes that land
    /// on it.
    ///
    /// ```swift
    /// WithPusher(evaluator) { ChatContent() }
    /// ```
    /// - Parameters:
    ///   - evaluator: The layer's evaluator.
    ///   - content: The screen's content.
    public init(_ evaluator: PushEvaluator<Screen>, @ViewBuilder content: () -> Content) {
        self.install = { $0.setEvaluator(evaluator, for: $1) }
        self.content = content()
    }

    /// The content, installing the evaluator on its layer when it appears.
    public var body: some View {
        content.onAppear { install(stack, pusher) }
    }
}

extension WithPusher where Screen == AnyScreen {
    /// Creates a push opportunity without an evaluator, as in Stapel's first examples: pushes
    /// that land on it always happen.
    ///
    /// ```swift
    /// WithPusher {
    ///     Text("This view can now be pushed onto")
    /// }
    /// ```
    /// - Parameter content: The screen's content.
    public init(@ViewBuilder content: () -> Content) {
        self.install = { _, _ in }
        self.content = content()
    }

    /// Creates a push opportunity with an evaluation function in the style of Stapel's
    /// original `(context) -> Bool`.
    ///
    /// ```swift
    /// WithPusher(evaluate: { $0.incomingChat != chatID }) { ChatContent() }
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
