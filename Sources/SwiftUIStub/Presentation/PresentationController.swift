#if !canImport(SwiftUI)
    /// The state of one `sheet` or `fullScreenCover` modifier: what it presents, what UIKit
    /// dropped, and how to tell the app that the user dismissed it.
    @MainActor
    final class PresentationController: NodeController {
        weak var node: ViewNode?
        /// The presentation on screen or coming in.
        var record: PresentationRecord?
        /// Presentations going away, with the view each still shows until it has gone.
        var leaving: [(record: PresentationRecord, view: any View)] = []
        /// The item a dropped presentation was for: not tried again until the item changes.
        var droppedID: AnyHashable?
        /// The view last presented, kept while the presentation animates out.
        var presentedView: (any View)?
        var clearBinding: () -> Void = {}
        var onDismiss: (() -> Void)?

        init(node: ViewNode) {
            self.node = node
        }

        /// The presentation a child of the modifier shows, if it is a presented view.
        func record(forChild key: ChildKey) -> PresentationRecord? {
            if let record, record.childKey == key { return record }
            return leaving.first { $0.record.childKey == key }?.record
        }

        func isChildVisible(_ child: ViewNode) -> Bool {
            guard child.key == .slot("content"), let record, record.isCover else { return true }
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
            if let onDismiss { node?.host.afterUpdate(onDismiss) }
            node?.invalidate(transaction: nil)
        }

        func nodeWillUnmount(_ node: ViewNode) {
            guard let record else { return }
            node.environment.hostWindow?.dismiss(record, byUser: false)
        }
    }
#endif
