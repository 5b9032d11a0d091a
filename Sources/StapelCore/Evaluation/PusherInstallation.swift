/// The evaluator one on-screen push opportunity installed: the SwiftUI layer's `WithPusher`
/// keeps one for as long as it exists, installs its evaluator each time its body runs (so the
/// evaluator is there before the screen's first push), and removes it when it goes away for
/// good.
@MainActor
package final class PusherInstallation<Screen> {
    private weak var stack: Stack<Screen>?
    private var pusher: Pusher?

    /// Creates an installation that has installed nothing yet.
    package init() {}

    /// Installs the evaluator on the stack for the pusher, removing what this installation put
    /// on another stack or pusher before.
    package func install(
        _ evaluator: PushEvaluator<Screen>?, on stack: Stack<Screen>?, for pusher: Pusher
    ) {
        let owner = ObjectIdentifier(self)
        if let previous = self.stack, let previousPusher = self.pusher,
            previous !== stack || previousPusher != pusher
        {
            previous.removeEvaluator(for: previousPusher, owner: owner)
        }
        self.stack = stack
        self.pusher = pusher
        guard let stack, let evaluator else { return }
        stack.installEvaluator(evaluator, for: pusher, owner: owner)
    }

    /// Removes the installed evaluator.
    package func uninstall() {
        guard let stack, let pusher else { return }
        stack.removeEvaluator(for: pusher, owner: ObjectIdentifier(self))
        self.stack = nil
        self.pusher = nil
    }

    deinit {
        let stack = stack
        let pusher = pusher
        let owner = ObjectIdentifier(self)
        guard let stack, let pusher else { return }
        Task { @MainActor in stack.removeEvaluator(for: pusher, owner: owner) }
    }
}
