#if !canImport(SwiftUI)
    /// The modifier behind `sheet` and `fullScreenCover`: it presents when its binding holds a
    /// value, dismisses when the binding empties, and clears the binding when the user
    /// dismisses.
    nonisolated struct PresentationModifier: ViewModifier, HostModifier {
        typealias Body = Never
        let isCover: Bool
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
            if let record = controller.record, record.isOnScreen {
                if let (id, view) = wanted, id == record.itemID {
                    controller.presentedView = view
                } else {
                    node.environment.hostWindow?.dismiss(
                        record, byUser: false, animated: !transaction.disablesAnimations)
                }
            } else if controller.record == nil, let (id, view) = wanted, controller.droppedID != id
            {
                if let record = node.environment.hostWindow?.present(
                    itemID: id, isCover: isCover, from: node, owner: controller,
                    transaction: transaction)
                {
                    controller.record = record
                    controller.presentedView = view
                } else {
                    controller.droppedID = id
                }
            }
            var children = [ChildView(.slot("content"), content, node.environment)]
            if let record = controller.record, let presented = controller.presentedView {
                var environment = node.environment
                environment.hostPresentationLevel = record.level
                environment.hostNavigation = nil
                children.append(ChildView(.id(record.itemID), presented, environment))
            }
            node.reconcile(children, transaction: transaction)
            controller.runPendingOnDismiss(in: node.host)
        }
    }
#endif
