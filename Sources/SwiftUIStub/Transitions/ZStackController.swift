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
            let previous = Set((shown + returning.map(\.child)).map(\.key))
            if hasUpdated {
                for (index, child) in shown.enumerated() where !keys.contains(child.key) {
                    startRemoval(of: child, at: index, animation: transaction.animation)
                }
            }
            var children = current.map(\.childView)
            for left in leaving.sorted(by: { $0.index < $1.index }) {
                children.insert(left.child.childView, at: min(left.index, children.count))
            }
            node.reconcile(children, transaction: transaction)
            if hasUpdated {
                for child in current where !previous.contains(child.key) {
                    startInsertion(of: child, animation: transaction.animation)
                }
            }
            hasUpdated = true
            shown = current
        }

        func nodeWillUnmount(_ node: ViewNode) {
            for left in leaving { node.host.cancelTimer(left.timer) }
            leaving = []
        }

        /// Keeps a removed view drawn while its removal transition runs.
        private func startRemoval(of child: ZStackChild, at index: Int, animation: Animation?) {
            guard let node, let host = self.node?.host,
                let (effect, timing) = Self.transition(
                    in: node.child(child.key), side: \.removal, animation)
            else { return }
            let key = child.key
            let timer = host.schedule(after: timing.hostDuration) { [weak self] in
                self?.finishRemoval(of: key)
            }
            leaving.append(LeavingChild(child: child, index: index, timer: timer))
            host.recordTransition(
                .custom, duration: timing.hostDuration, byUser: false,
                effect: "removal \(effect)", animation: timing)
        }

        /// Runs an inserted view's insertion transition.
        private func startInsertion(of child: ZStackChild, animation: Animation?) {
            guard let node, let host = self.node?.host,
                let (effect, timing) = Self.transition(
                    in: node.child(child.key), side: \.insertion, animation)
            else { return }
            // The timer keeps the host in transition until the insertion is over.
            host.schedule(after: timing.hostDuration) {}
            host.recordTransition(
                .custom, duration: timing.hostDuration, byUser: false,
                effect: "insertion \(effect)", animation: timing)
        }

        /// The side of a view's transition that runs, and the animation that times it; `nil`
        /// when the view comes or goes at once. The transition is found as SwiftUI finds a
        /// view's traits: on its modifiers, or down through the bodies and modifiers that wrap
        /// a single view.
        private static func transition(
            in node: ViewNode?, side: KeyPath<TransitionEffect, TransitionEffect>,
            _ animation: Animation?
        ) -> (TransitionEffect, Animation)? {
            guard let effect = transition(in: node)?.effect[keyPath: side], !effect.isIdentity,
                let timing = effect.attachedAnimation ?? animation, timing.hostDuration > .zero
            else { return nil }
            return (effect, timing)
        }

        private static func transition(in node: ViewNode?) -> AnyTransition? {
            var current = node
            while let candidate = current {
                if let transition = TransitionModifier.transition(of: candidate.view) {
                    return transition
                }
                guard candidate.children.count == 1 else { return nil }
                current = candidate.children.first
            }
            return nil
        }

        private func finishRemoval(of key: ChildKey) {
            leaving.removeAll { $0.child.key == key }
            node?.invalidate(transaction: nil)
        }
    }
#endif
