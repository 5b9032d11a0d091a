extension Stack {
    /// Reports that the UI has finished applying the latest change, so that the next step of a
    /// multi-step change may start.
    ///
    /// The SwiftUI layer calls this when a navigation stack's path or a presentation has settled
    /// on screen. Extra or late reports are harmless.
    ///
    /// ```swift
    /// .onChange(of: layer.path) { stack.reportStepSettled() }
    /// ```
    public func reportStepSettled() {}
}
