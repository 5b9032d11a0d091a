#if !canImport(SwiftUI)
    /// The state of one `sheet` or `fullScreenCover` modifier: what it presents, what UIKit
    /// dropped, and how to tell the app that the user dismissed it.
    @MainActor
    final class PresentationController: NodeController {
        weak var node: ViewNode?
        var record: PresentationRecord?
        /// The item a dropped presentation was for: not tried again until the item changes.
        var droppedID: AnyHashable?
        /// The view last presented, kept while the presentation animates out.
        var presentedView: (any View)?
        var clearBinding: () -> Void = {}
        var onDismiss: (() -> Void)?

        init(node: ViewNode) {
            self.node = node
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
            if let onDismiss { node?.host.afterUpdate(onDismiss) }
            node?.invalidate(transaction: nil)
        }

        func nodeWillUnmount(_ node: ViewNode) {
            guard let record else { return }
            node.environment.hostWindow?.dismiss(record, byUser: false)
        }
    }
#endif
