#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// What a push control shows: a screen value, or a view built when the control acts, with the
/// style, name and context of the request. It acts on whichever stack the control found, and
/// says which stacks can take its screen.
@MainActor
struct ScreenPush {
    /// Builds the screen value: the control's value, or its view as an opaque screen.
    let makeScreen: @MainActor () -> Any
    let style: RouteStyle
    let name: String?
    let context: PushContext
    /// Whether a stack can take the screen, asked without building a view.
    let accepts: @MainActor (ControlStack) -> Bool

    /// Shows a screen value.
    init(_ screen: Any, style: RouteStyle = .push, name: String?, context: PushContext) {
        makeScreen = { screen }
        self.style = style
        self.name = name
        self.context = context
        accepts = { $0.accepts(screen) }
    }

    /// Shows a view, built when the control acts; only a `Stack<AnyScreen>` takes it.
    init<Destination: View>(
        view: @escaping @MainActor () -> Destination, style: RouteStyle = .push, name: String?,
        context: PushContext = PushContext()
    ) {
        makeScreen = { ViewBox.screen(for: view()) }
        self.style = style
        self.name = name
        self.context = context
        accepts = { $0.screenType == AnyScreen.self }
    }

    /// Shows a view built already.
    /// Performs the request on a stack; `nil` if the screen does not convert to its type.
    func perform(on stack: ControlStack, control: String) -> PushResult? {
        stack.show(makeScreen(), style: style, name: name, context: context, control: control)
    }
}
