#if !canImport(SwiftUI)
    /// The modifier behind `sheet`, `fullScreenCover` and `popover`: it presents when its
    /// binding holds a value, dismisses when the binding empties, and clears the binding when
    /// the user dismisses.
    nonisolated struct PresentationModifier: ViewModifier, HostModifier {
        typealias Body = Never
        let kind: PresentationRecord.Kind
        /// The identity of what should be presented now, or `nil`; and its view.
        let wanted: () -> (AnyHashable, any View)?
        let clearBinding: () -> Void
        let onDismiss: (() -> Void)?

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            let controller = node.controller { PresentationController(node: node) }
            controller.clearBinding = clearBinding
            controller.onDismiss = onDismiss
            let wanted = node.host.track(node) { self.wanted() }
            if wanted == nil { controller.droppedID = nil }
            if let record = controller.record, !record.isOnScreen { controller.beginDismissal() }
            if let record = controller.record {
                if let (id, view) = wanted, id == record.itemID {
                    controller.presentedView = view
                } else {
                    node.environment.hostWindow?.dismiss(
                        record, byUser: false, animated: !transaction.disablesAnimations)
                    controller.beginDismissal()
                    // An item that replaces the presented one directly comes in after it has
                    // gone, as SwiftUI sequences it.
                    controller.replacementID = wanted?.0
                }
            }
            if controller.replacementID != wanted?.0 || controller.leaving.isEmpty {
                controller.replacementID = nil
            }
            // Otherwise a new item is asked for at once, even while the last presentation is
            // still going away, as SwiftUI does: UIKit drops it then.
            if controller.record == nil, controller.replacementID == nil,
                let (id, view) = wanted, controller.droppedID != id
            {
                if let record = node.environment.hostWindow?.present(
                    itemID: id, kind: kind, from: node, owner: controller,
                    transaction: transaction)
                {
                    controller.record = record
                    controller.presentedView = view
                } else {
                    controller.droppedID = id
                }
            }
            var children = [ChildView(.slot("content"), content, node.environment)]
            var environment = node.environment
            environment.hostNavigation = nil
            environment.hostHasNavigationBar = false
            for (record, view) in controller.leaving {
                environment.hostPresentationLevel = record.level
                environment.hostDismissTarget = record.dismissTarget
                children.append(ChildView(record.childKey, view, environment))
            }
            if let record = controller.record, let presented = controller.presentedView {
                environment.hostPresentationLevel = record.level
                environment.hostDismissTarget = record.dismissTarget
                children.append(ChildView(record.childKey, presented, environment))
            }
            node.reconcile(children, transaction: transaction)
            controller.runPendingOnDismiss(in: node.host)
        }
    }
#endif
