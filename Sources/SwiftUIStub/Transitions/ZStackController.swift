#if !canImport(SwiftUI)
    /// Runs the transitions of a `ZStack`'s views, as SwiftUI does in an animated change.
    ///
    /// A view inserted or removed in an update whose transaction has an animation, and whose
    /// `transition(_:)` does something on that side, runs a `.custom` transition for the
    /// animation's duration on the host's clock (the transition's own `animation(_:)`, if it
    /// has one, times it instead). A removed view stays drawn, with its last value, until its
    /// transition ends. Without an animation, views come and go at once.
    @MainActor
    final class ZStackController: NodeController {
        private weak var node: ViewNode?
        private var shown: [ZStackChild] = []
        private var leaving: [LeavingChild] = []
        private var hasUpdated = false

        init(node: ViewNode) {
            self.node = node
        }

        /// Brings the stack's children up to date with its content.
        func update(content: any View, transaction: Transaction) {
            guard let node else { return }
            let environment = node.environment
            let current = node.host.track(node) { HostViewInspection.leaves(of: content) }
                .map { ZStackChild(key: $0.0, view: $0.1, environment: environment) }
            let keys = Set(current.map(\.key))
            // A view that comes back while it leaves stays where it is, without a transition.
            let returning = leaving.filter { keys.contains($0.child.key) }
            for returned in returning { node.host.cancelTimer(returned.timer) }
            leaving.removeAll { keys.contains($0.child.key) }
            if hasUpdated {
                runTransitions(
                    from: shown + returning.map(\.child), to: current,
                    animation: transaction.animation)
            }
            hasUpdated = true
            shown = current
            var children = current.map(\.childView)
            for left in leaving.sorted(by: { $0.index < $1.index }) {
                children.insert(left.child.childView, at: min(left.index, children.count))
            }
            node.reconcile(children, transaction: transaction)
        }

        func nodeWillUnmount(_ node: ViewNode) {
            for left in leaving { node.host.cancelTimer(left.timer) }
            leaving = []
        }

        private func runTransitions(
            from old: [ZStackChild], to new: [ZStackChild], animation: Animation?
        ) {
            guard let host = node?.host else { return }
            let oldKeys = Set(old.map(\.key))
            let newKeys = Set(new.map(\.key))
            for (index, child) in old.enumerated() where !newKeys.contains(child.key) {
                guard let (effect, timing) = Self.transition(of: child, side: \.removal, animation)
                else { continue }
                let key = child.key
                let timer = host.schedule(after: timing.hostDuration) { [weak self] in
                    self?.finishRemoval(of: key)
                }
                leaving.append(LeavingChild(child: child, index: index, timer: timer))
                host.recordTransition(
                    .custom, duration: timing.hostDuration, byUser: false,
                    effect: "removal \(effect)", animation: timing)
            }
            for child in new where !oldKeys.contains(child.key) {
                guard
                    let (effect, timing) = Self.transition(of: child, side: \.insertion, animation)
                else { continue }
                // The timer keeps the host in transition until the insertion is over.
                host.schedule(after: timing.hostDuration) {}
                host.recordTransition(
                    .custom, duration: timing.hostDuration, byUser: false,
                    effect: "insertion \(effect)", animation: timing)
            }
        }

        /// The side of a view's transition that runs, and the animation that times it; `nil`
        /// when the view comes or goes at once.
        private static func transition(
            of child: ZStackChild, side: KeyPath<TransitionEffect, TransitionEffect>,
            _ animation: Animation?
        ) -> (TransitionEffect, Animation)? {
            guard let effect = TransitionModifier.transition(of: child.view)?.effect[keyPath: side],
                !effect.isIdentity, let timing = effect.attachedAnimation ?? animation,
                timing.hostDuration > .zero
            else { return nil }
            return (effect, timing)
        }

        private func finishRemoval(of key: ChildKey) {
            leaving.removeAll { $0.child.key == key }
            node?.invalidate(transaction: nil)
        }
    }
#endif
