#if !canImport(SwiftUI)
    /// The body of a `TextField`: the label, and the binding typing writes.
    struct TextFieldControl<Label: View>: View, PrimitiveView {
        typealias Body = Never
        let text: Binding<String>
        let label: Label

        func update(_ node: ViewNode, transaction: Transaction) {
            node.controller { TextInput() }.text = text
            node.reconcile(
                [ChildView(.slot("label"), label, node.environment)], transaction: transaction)
        }
    }

    extension TextFieldControl: HostDescribable {
        func hostDescription(of node: ViewNode) -> String {
            "TextField \"\(node.host.text(below: node))\": \"\(text.wrappedValue)\""
                + (node.environment.isEnabled ? "" : " (disabled)")
        }
        var hostSummarizesChildren: Bool { true }
    }
#endif
