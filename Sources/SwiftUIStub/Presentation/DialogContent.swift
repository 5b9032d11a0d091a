#if !canImport(SwiftUI)
    /// What an alert or a confirmation dialog shows: its title (when it shows), its message, its
    /// buttons, and the button the system adds, with each button dismissing it when tapped.
    ///
    /// UIKit adds an "OK" button to an alert without buttons, and a "Cancel" button to an action
    /// sheet (a confirmation dialog in a compact width) without a button of the cancel role; a
    /// confirmation dialog in a regular width is a popover, dismissed by a tap outside it, and has
    /// no such button. (our reading)
    struct DialogContent: View, PrimitiveView {
        typealias Body = Never
        let kind: PresentationRecord.Kind
        let title: Text
        let titleVisibility: Visibility
        nonisolated(unsafe) let message: AnyView?
        nonisolated(unsafe) let actions: AnyView
        /// Whether the app gave no buttons (its actions are empty).
        let hasNoActions: Bool

        /// Makes the content of an alert or a dialog from what its modifier was given.
        nonisolated init<Actions: View>(
            kind: PresentationRecord.Kind, title: Text, titleVisibility: Visibility = .visible,
            actions: Actions, message: (any View)?
        ) {
            self.kind = kind
            self.title = title
            self.titleVisibility = titleVisibility
            self.message = message.map { AnyView($0) }
            self.actions = AnyView(actions)
            hasNoActions = Actions.self == EmptyView.self
        }

        /// Whether the title shows: an alert's always; a dialog's as asked, and by default only
        /// with a message, as iOS shows an action sheet's title. (our reading)
        var showsTitle: Bool {
            guard kind == .confirmationDialog else { return true }
            switch titleVisibility {
            case .visible: return true
            case .hidden: return false
            case .automatic: return message != nil
            }
        }

        func update(_ node: ViewNode, transaction: Transaction) {
            var environment = node.environment
            environment.hostDialogDismiss = node.environment.hostDismissTarget
            var children: [ChildView] = []
            if showsTitle { children.append(ChildView(.slot("title"), title, environment)) }
            if let message { children.append(ChildView(.slot("message"), message, environment)) }
            children.append(ChildView(.slot("actions"), actions, environment))
            node.reconcile(children, transaction: transaction)
            let added: String? =
                switch kind {
                case .alert where hasNoActions: "OK"
                case .confirmationDialog
                where node.environment.horizontalSizeClass == .compact
                    && !node.subtree.contains(where: { $0.buttonRole == .cancel }):
                    "Cancel"
                default: nil
                }
            if let added {
                children.append(
                    ChildView(
                        .slot("system button"), Button(added, role: .cancel) {}, environment))
                node.reconcile(children, transaction: transaction)
            }
        }
    }
#endif
