/// A push or presentation asked of a ``Stack``, as its evaluator sees it.
///
/// ```swift
/// let evaluator = PushEvaluator<Screen> { request in
///     request.context.incomingChat == openChatID ? .handleInPlace : .push
/// }
/// ```
public struct PushRequest<Screen> {
    /// The screen to push or present.
    ///
    /// ```swift
    /// if case .chat(let id) = request.screen { print(id) }
    /// ```
    public var screen: Screen
    /// How the screen would be shown.
    ///
    /// ```swift
    /// request.style == .push
    /// ```
    public var style: RouteStyle
    /// The name the new route would carry.
    ///
    /// ```swift
    /// request.name == "chat"
    /// ```
    public var name: String?
    /// How the new route would be presented beyond its style: detents, a popover, a zoom
    /// source.
    ///
    /// ```swift
    /// request.options.popoverAdaptation == .sheet
    /// ```
    public var options: RouteOptions
    /// The facts the caller passed along.
    ///
    /// ```swift
    /// request.context.incomingChat
    /// ```
    public var context: PushContext
    /// The slot the request lands on: the topmost route, or the root.
    ///
    /// ```swift
    /// request.slot == .root
    /// ```
    public var slot: ScreenSlot

    /// Creates a request.
    ///
    /// ```swift
    /// let request = PushRequest(screen: Screen.chat(id: 1), style: .push, slot: .root)
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push or present.
    ///   - style: How the screen would be shown.
    ///   - name: The name the new route would carry.
    ///   - options: How the new route would be presented beyond its style.
    ///   - context: The facts the caller passed along.
    ///   - slot: The slot the request lands on.
    @inlinable
    public init(
        screen: Screen,
        style: RouteStyle,
        name: String? = nil,
        options: RouteOptions = RouteOptions(),
        context: PushContext = PushContext(),
        slot: ScreenSlot
    ) {
        self.screen = screen
        self.style = style
        self.name = name
        self.options = options
        self.context = context
        self.slot = slot
    }
}

extension PushRequest: Equatable where Screen: Equatable {}
extension PushRequest: Hashable where Screen: Hashable {}
extension PushRequest: Sendable where Screen: Sendable {}
