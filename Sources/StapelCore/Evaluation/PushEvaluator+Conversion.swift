extension PushRequest {
    /// The same request for an evaluator written for another screen type, with the screen
    /// converted by ``ScreenConversion/screenForComparison(_:as:)``; `nil` if it does not
    /// convert.
    ///
    /// ```swift
    /// request.converted(to: AnyScreen.self)?.screen  // AnyScreen(Screen.inbox)
    /// ```
    /// - Parameter type: The screen type of the evaluator.
    /// - Returns: The request, or `nil`.
    package func converted<Other>(to type: Other.Type) -> PushRequest<Other>? {
        guard let screen = ScreenConversion.screenForComparison(screen, as: type) else {
            return nil
        }
        return PushRequest<Other>(
            screen: screen, style: style, name: name, context: context, slot: slot)
    }
}

extension PushEvaluator {
    /// The same evaluator for a stack of another screen type, for a `WithPusher` written
    /// without its container's screen type: each request's screen is converted by
    /// ``PushRequest/converted(to:)``. A request whose screen does not convert is pushed,
    /// as on a slot without an evaluator.
    ///
    /// ```swift
    /// let typed = PushEvaluator<AnyScreen>(allowing: { $0.context.isEmpty })
    ///     .converted(to: Screen.self)
    /// ```
    /// - Parameter type: The screen type of the stack.
    /// - Returns: The evaluator for that stack.
    package func converted<Other>(to type: Other.Type) -> PushEvaluator<Other> {
        PushEvaluator<Other>(
            decide: { request in
                request.converted(to: Screen.self).map { decide($0) } ?? .push
            },
            handleInPlace: { request in
                request.converted(to: Screen.self).map { handleInPlace($0) }
            })
    }
}
