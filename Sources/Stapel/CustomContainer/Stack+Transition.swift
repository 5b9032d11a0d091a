#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension Stack {
    /// Pushes a screen that Stapel's custom container moves in, and later out, with its own
    /// transition, instead of the stack's.
    ///
    /// The push goes through the stack like any other: the evaluator of the layer it lands on
    /// decides, and only a route that lands carries the transition. `NavigationStack` ignores it.
    ///
    /// ```swift
    /// stack.push(.photo(id: id), transition: .custom(.scale))
    /// ```
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - transition: How this screen comes in and goes.
    /// - Returns: What came of the request.
    @discardableResult
    public func push(
        _ screen: Screen, name: String? = nil, context: PushContext = PushContext(),
        transition: StackTransition
    ) -> PushResult {
        push(
            screen, name: name, context: context,
            transitionOverride: StackTransitionBox(transition))
    }
}

extension Stack where Screen == AnyScreen {
    /// Pushes a view built anywhere, that Stapel's custom container moves in, and later out,
    /// with its own transition, instead of the stack's.
    ///
    /// ```swift
    /// let stack = Stack<AnyScreen>()
    /// stack.push(view: PhotoView(id: id), transition: .custom(.scale))
    /// ```
    /// - Parameters:
    ///   - view: The view to push.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - transition: How this screen comes in and goes.
    /// - Returns: What came of the request.
    @discardableResult
    public func push<V: View>(
        view: V, name: String? = nil, context: PushContext = PushContext(),
        transition: StackTransition
    ) -> PushResult {
        push(
            ViewBox.screen(for: view), name: name,
            context: context, transition: transition)
    }
}
