#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension Stack where Screen == AnyScreen {
    /// Pushes a view built anywhere, Stapel's `push(view:)`, unless the evaluator of the layer
    /// it lands on decides otherwise.
    ///
    /// The view travels through the core as an `OpaqueScreen`; ``WithStapel`` draws it as it
    /// is. Like every push, it lands on the topmost layer, and that layer's evaluator sees the
    /// context.
    ///
    /// ```swift
    /// let stack = Stack<AnyScreen>()
    /// Button("Load data") {
    ///     stack.push(view: Text("Pushed"))
    /// }
    /// stack.push(view: ChatView(id: 7), context: PushContext().setting(\.incomingChat, to: 7))
    /// ```
    /// - Parameters:
    ///   - view: The view to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    /// - Returns: What came of the request.
    @discardableResult
    public func push<V: View>(view: V, name: String? = nil, context: PushContext = PushContext())
        -> PushResult
    {
        push(ViewBox.screen(for: view), name: name, context: context)
    }

    /// Presents a view built anywhere as a sheet, a popover or a full-screen cover.
    ///
    /// ```swift
    /// let stack = Stack<AnyScreen>()
    /// stack.present(view: ComposeView(), style: .sheet(withNavigation: true))
    /// ```
    /// - Parameters:
    ///   - view: The view to present.
    ///   - style: How to present it, with or without navigation. The default is a sheet
    ///     without navigation.
    ///   - name: A name to go back to later.
    ///   - context: Facts for the evaluator.
    /// - Returns: What came of the request.
    @discardableResult
    public func present<V: View>(
        view: V,
        style: RouteStyle = .sheet(withNavigation: false),
        name: String? = nil,
        context: PushContext = PushContext()
    ) -> PushResult {
        present(
            ViewBox.screen(for: view),
            style: style, name: name, context: context)
    }
}
