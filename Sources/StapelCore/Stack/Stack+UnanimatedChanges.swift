extension Stack {
    /// Sets where the stack runs its unanimated changes: the bodies of
    /// ``withoutAnimation(_:)`` and the steps of a plan that does not animate.
    ///
    /// The SwiftUI layer calls this when it draws the stack, with a scope that runs a change
    /// inside SwiftUI's `withTransaction` with animations disabled. Until then, and without a
    /// UI, the changes run as they are.
    ///
    /// ```swift
    /// let _ = stack.runUnanimatedChanges(in: DisablingAnimations())
    /// ```
    /// - Parameter scope: The scope.
    @_spi(StapelUI)
    public func runUnanimatedChanges(in scope: any UnanimatedChangeScope) {
        unanimatedChangeScope = scope
    }
}
