/// The evaluator one on-screen pusher installed: the SwiftUI layer's `WithPusher`
/// keeps one for as long as it exists, installs its evaluator each time its body runs (so the
/// evaluator is there before the screen's first push), and removes it when it goes away for
/// good.
@MainActor
package final class PusherInstallation<Screen> {
    private weak var stack: Stack<Screen>?
    private var slot: ScreenSlot?
    /// The container's stack, when the evaluator went there for want of a `Stack<Screen>`.
    private var container: ControlStack?

    /// Creates an installation that has installed nothing yet.
    package init() {}

    /// Installs the evaluator on the stack for the slot, removing what this installation put
    /// on another stack or slot before.
    package func install(
        _ evaluator: PushEvaluator<Screen>?, on stack: Stack<Screen>?, for slot: ScreenSlot
    ) {
        let owner = ObjectIdentifier(self)
        if let previous = container, let previousPusher = self.slot {
            previous.removeEvaluator(for: previousPusher, owner: owner)
        }
        container = nil
        if let previous = self.stack, let previousPusher = self.slot,
            previous !== stack || previousPusher != slot
        {
            previous.removeEvaluator(for: previousPusher, owner: owner)
        }
        self.stack = stack
        self.slot = slot
        guard let stack, let evaluator else { return }
        stack.installEvaluator(evaluator, for: slot, owner: owner)
    }

    /// Installs the evaluator on the stack of its screen type if there is one, and otherwise on
    /// the container's stack, converted (see ``ControlStack/install(_:for:owner:)``): so a
    /// `WithPusher(evaluate:)` written for `AnyScreen` works inside a typed container.
    ///
    /// ```swift
    /// installation.install(evaluator, on: stack, orOn: containerStack, for: slot)
    /// ```
    /// - Parameters:
    ///   - evaluator: The evaluator, or `nil` to install none.
    ///   - stack: The stack of the evaluator's screen type, if the environment has one.
    ///   - container: The container's stack, if the view is inside one.
    ///   - slot: The screen slot.
    package func install(
        _ evaluator: PushEvaluator<Screen>?, on stack: Stack<Screen>?,
        orOn container: ControlStack?, for slot: ScreenSlot
    ) {
        guard stack == nil, let container else {
            install(evaluator, on: stack, for: slot)
            return
        }
        let owner = ObjectIdentifier(self)
        if let previous = self.stack, let previousPusher = self.slot {
            previous.removeEvaluator(for: previousPusher, owner: owner)
        }
        if let previous = self.container, let previousPusher = self.slot,
            previous != container || previousPusher != slot || evaluator == nil
        {
            previous.removeEvaluator(for: previousPusher, owner: owner)
        }
        self.stack = nil
        self.container = container
        self.slot = slot
        guard let evaluator else { return }
        container.install(evaluator, for: slot, owner: owner)
    }

    /// Removes the installed evaluator.
    package func uninstall() {
        if let container, let slot {
            container.removeEvaluator(for: slot, owner: ObjectIdentifier(self))
            self.container = nil
        }
        guard let stack, let slot else { return }
        stack.removeEvaluator(for: slot, owner: ObjectIdentifier(self))
        self.stack = nil
        self.slot = nil
    }

    deinit {
        let stack = stack
        let container = container
        let slot = slot
        let owner = ObjectIdentifier(self)
        guard let slot else { return }
        if let stack {
            Task { @MainActor in stack.removeEvaluator(for: slot, owner: owner) }
        }
        if let container {
            Task { @MainActor in container.removeEvaluator(for: slot, owner: owner) }
        }
    }
}
