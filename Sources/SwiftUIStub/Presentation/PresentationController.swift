#if !canImport(SwiftUI)
    /// The state of one `sheet` or `fullScreenCover` modifier: what it presents, what UIKit
    /// dropped, and how to tell the app that the user dismissed it.
    @MainActor
    final class PresentationController: NodeController {
        weak var node: ViewNode?
        private weak var host: ViewHost?
        var record: PresentationRecord?
        /// The item a dropped presentation was for: not tried again until the item changes.
        var droppedID: AnyHashable?
        /// The view last presented, kept while the presentation animates out.
        var presentedView: (any View)?
        var clearBinding: () -> Void = {}
        var onDismiss: (() -> Void)?
        /// The `onDismiss` of a dismissal that ended, to run in the update that takes the
        /// presented content away, after the content's `onDisappear`.
        private var pendingOnDismiss: (() -> Void)?

        init(node: ViewNode) {
            self.node = node
            self.host = node.host
        }

        func isChildVisible(_ child: ViewNode) -> Bool {
            guard child.key == .slot("content"), let record, record.isCover else { return true }
            return record.state != .presented
        }

        func didDismiss(_ dismissed: PresentationRecord, byUser: Bool) {
            guard record === dismissed else { return }
            record = nil
            presentedView = nil
            if byUser { clearBinding() }
            pendingOnDismiss = onDismiss
            dismissed.retainedOwner = nil
            guard let node, node.isMounted else {
                // The presenting view left while its presentation animated out.
                if let host { runPendingOnDismiss(in: host) }
                return
            }
            node.invalidate(transaction: nil)
        }

        /// Queues the `onDismiss` of an ended dismissal to run after the current update.
        func runPendingOnDismiss(in host: ViewHost) {
            guard let action = pendingOnDismiss else { return }
            pendingOnDismiss = nil
            host.afterUpdate(action)
        }

        func nodeWillUnmount(_ node: ViewNode) {
            runPendingOnDismiss(in: node.host)
            guard let record else { return }
            record.retainedOwner = self
            node.environment.hostWindow?.dismiss(record, byUser: false)
        }
    }
#endif
