#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Installs an evaluator on the layer of the screen this view is in: ``WithPusher`` as a
    /// modifier.
    ///
    /// ```swift
    /// ChatContent()
    ///     .pusher(PushEvaluator<Screen> { $0.screen == .chat(id: 7) ? .handleInPlace : .push })
    /// ```
    /// - Parameter evaluator: The layer's evaluator.
    /// - Returns: A view that installs the evaluator when it appears.
    public func pusher<Screen>(_ evaluator: PushEvaluator<Screen>) -> some View {
        WithPusher(evaluator) { self }
    }
}
