import Observation

// Whether a change animates. The program asks with `withoutAnimation(_:)` or a plan's
// `animated`; the stack publishes the answer for the change being applied as `animatesChanges`,
// and runs unanimated changes in the scope a UI gives it.
extension Stack {
    /// Whether the change being applied now animates. The SwiftUI layer does not read it in a
    /// body (that would redraw the layer on every change): it runs the unanimated changes in the
    /// scope it gives ``runUnanimatedChanges(in:)``.
    ///
    /// ```swift
    /// stack.withoutAnimation { stack.pop() }
    /// stack.animatesChanges  // false
    /// ```
    @_spi(StapelUI)
    public internal(set) var animatesChanges: Bool {
        get {
            registrar.access(self, keyPath: observation.keyPaths.animatesChanges)
            return animation.animatesChanges
        }
        set {
            registrar.withMutation(of: self, keyPath: observation.keyPaths.animatesChanges) {
                animation.animatesChanges = newValue
            }
        }
    }

    /// Runs changes without animation: once a SwiftUI layer draws the stack, the changes run in
    /// a transaction with animations disabled, so the updates they cause do not animate and
    /// later ones do.
    ///
    /// ```swift
    /// stack.withoutAnimation {
    ///     stack.popToRoot()
    ///     stack.push(.chat(id: 42))
    /// }
    /// ```
    /// - Parameter body: The changes.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    @discardableResult
    public func withoutAnimation<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = animation.callerAnimates
        animation.callerAnimates = false
        defer { animation.callerAnimates = previous }
        guard let scope = animation.unanimatedScope else { return try body() }
        return try scope.perform(body)
    }

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
        animation.unanimatedScope = scope
    }

    /// Publishes whether the change being made animates, writing only when it differs.
    @inlinable
    func noteAnimation() {
        let animated = planning.running == nil ? animation.callerAnimates : plannedAnimation()
        if animation.animatesChanges != animated { publishAnimation(animated) }
    }

    /// Whether the change being made animates while a plan runs.
    @usableFromInline
    func plannedAnimation() -> Bool {
        guard let plan = planning.running, planning.isApplyingStep else {
            return animation.callerAnimates
        }
        return plan.animated
    }

    @usableFromInline
    func publishAnimation(_ animated: Bool) {
        animatesChanges = animated
    }
}
