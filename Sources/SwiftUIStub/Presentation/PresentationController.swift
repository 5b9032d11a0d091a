#if !canImport(SwiftUI)
    /// The state of one `sheet` or `fullScreenCover` modifier: what it presents, what UIKit
    /// dropped, and how to tell the app that the user dismissed it.
    @MainActor
    final class PresentationController: NodeController {
        weak var node: ViewNode?
        private weak var host: ViewHost?
        /// The presentation on screen or coming in.
        var record: PresentationRecord?
        /// Presentations going away, with the view each still shows until it has gone.
        var leaving: [(record: PresentationRecord, view: any View)] = []
        /// The item a dropped presentation was for: not tried again until the item changes.
        var droppedID: AnyHashable?
        /// The item that replaced the presented one: SwiftUI presents it once the one it replaces
        /// has gone.
        var replacementID: AnyHashable?
        /// The view last presented, kept while the presentation animates out.
        var presentedView: (any View)?
        var clearBinding: () -> Void = {}
        var onDismiss: (() -> Void)?
        /// The `onDismiss` of a dismissal that ended, to run in the update that takes the
        /// presented content away, after the content's `onDisappear`.
        private var pendingOnDismiss: [() -> Void] = []

        init(node: ViewNode) {
            self.node = node
            self.host = node.host
        }

        /// The presentation a child of the modifier shows, if it is a presented view.
        func record(forChild key: ChildKey) -> PresentationRecord? {
            if let record, record.childKey == key { return record }
            return leaving.first { $0.record.childKey == key }?.record
        }

        func isChildVisible(_ child: ViewNode) -> Bool {
            guard child.key == .slot("content"), let record,
                node?.environment.hostWindow?.style(of: record) == .fullScreenCover
            else { return true }
            return record.state != .presented
        }

        /// Moves the current presentation to the ones going away.
        func beginDismissal() {
            guard let record else { return }
            leaving.append((record, presentedView ?? EmptyView()))
            self.record = nil
            presentedView = nil
        }

        func didDismiss(_ dismissed: PresentationRecord, byUser: Bool) {
            if record === dismissed { beginDismissal() }
            guard leaving.contains(where: { $0.record === dismissed }) else { return }
            leaving.removeAll { $0.record === dismissed }
            if byUser { clearBinding() }
            if let onDismiss { pendingOnDismiss.append(onDismiss) }
            dismissed.retainedOwner = nil
            guard let node, node.isMounted else {
                // The presenting view left while its presentation animated out.
                if let host { runPendingOnDismiss(in: host) }
                return
            }
            node.invalidate(transaction: nil)
        }

        /// Queues the `onDismiss` of the ended dismissals to run after the current update.
        func runPendingOnDismiss(in host: ViewHost) {
            let actions = pendingOnDismiss
            pendingOnDismiss = []
            for action in actions { host.afterUpdate(action) }
        }

        func nodeWillUnmount(_ node: ViewNode) {
            runPendingOnDismiss(in: node.host)
            guard let record else { return }
            record.retainedOwner = self
            node.environment.hostWindow?.dismiss(record, byUser: false)
        }
    }
#endif
