extension Stack {
    /// Presents a screen as ``present(_:style:withNavigation:name:context:)`` does, and calls
    /// `onDismiss` once when the presented route leaves the stack, whether code or the user
    /// dismissed it.
    ///
    /// If the presentation does not happen (an evaluator rejected, offered or handled it),
    /// `onDismiss` is never called.
    ///
    /// ```swift
    /// stack.present(.compose, withNavigation: true) {
    ///     drafts.save()
    /// }
    /// ```
    /// - Parameters:
    ///   - screen: The screen to present.
    ///   - style: A sheet or a full-screen cover.
    ///   - withNavigation: Whether the presentation brings its own navigation stack.
    ///   - name: A name to go back to later.
    ///   - context: Facts for the evaluator.
    ///   - onDismiss: Called after the route is dismissed.
    /// - Returns: What came of the request.
    @discardableResult
    public func present(
        _ screen: Screen,
        style: PresentationStyle = .sheet,
        withNavigation: Bool = false,
        name: String? = nil,
        context: PushContext = PushContext(),
        onDismiss: @escaping @MainActor () -> Void
    ) -> PushResult {
        let result = present(
            screen, style: style, withNavigation: withNavigation, name: name, context: context)
        guard let id = result.routeID else { return result }
        // The stack keeps the subscription until the route leaves, and no longer than itself.
        dismissSubscriptions[id] = onEvent { [weak self] _ in
            guard let self, !self.contains(id) else { return }
            dismissSubscriptions[id] = nil
            onDismiss()
        }
        return result
    }
}
