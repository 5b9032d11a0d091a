extension Stack {
    /// The stack as Stapel's controls see it, whatever their screen type; see ``ControlStack``.
    ///
    /// ```swift
    /// .environment(\.stapelControlStack, stack.controlStack)
    /// ```
    package var controlStack: ControlStack { ControlStack(self) }

    /// Pushes or presents a screen in the given style: ``push(_:name:context:)`` for a push,
    /// ``present(_:style:withNavigation:name:options:context:onDismiss:)`` for a sheet or cover.
    ///
    /// ```swift
    /// stack.show(.compose, style: .sheet(withNavigation: true))
    /// ```
    /// - Parameters:
    ///   - screen: The screen.
    ///   - style: How to show it.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    /// - Returns: What came of the request.
    @discardableResult
    package func show(
        _ screen: Screen, style: RouteStyle, name: String? = nil,
        context: PushContext = PushContext()
    ) -> PushResult {
        present(screen, style: style, name: name, context: context)
    }
}
