#if !canImport(SwiftUI)
    /// The body of a `Button`: the label, and the action a tap on it runs.
    struct ButtonControl<Label: View>: View, PrimitiveView {
        typealias Body = Never
        let action: @MainActor () -> Void
        let role: ButtonRole?
        let label: Label

        func update(_ node: ViewNode, transaction: Transaction) {
            // A button of an alert or a confirmation dialog dismisses it once its action ran.
            if let dialog = node.environment.hostDialogDismiss {
                node.controller { TapTarget() }.action = { [action] in
                    action()
                    dialog.dismiss()
                }
            } else {
                node.controller { TapTarget() }.action = action
            }
            node.reconcile(
                [ChildView(.slot("label"), label, node.environment)], transaction: transaction)
        }
    }

    extension ButtonControl: HostButton {
        var buttonRole: ButtonRole? { role }
    }

    extension ButtonControl: HostDescribable {
        func hostDescription(of node: ViewNode) -> String {
            "Button \"\(node.host.text(below: node))\""
                + (role.map { " (\($0.name))" } ?? "")
                + (node.environment.isEnabled ? "" : " (disabled)")
        }
        var hostSummarizesChildren: Bool { true }
    }
#endif
