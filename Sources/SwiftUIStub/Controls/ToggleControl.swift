#if !canImport(SwiftUI)
    /// The body of a `Toggle`: the label, and a tap that flips the binding.
    struct ToggleControl<Label: View>: View, PrimitiveView {
        typealias Body = Never
        let isOn: Binding<Bool>
        let label: Label

        func update(_ node: ViewNode, transaction: Transaction) {
            let isOn = isOn
            node.controller { TapTarget() }.action = { isOn.wrappedValue.toggle() }
            node.reconcile(
                [ChildView(.slot("label"), label, node.environment)], transaction: transaction)
        }
    }

    extension ToggleControl: HostDescribable {
        func hostDescription(of node: ViewNode) -> String {
            "Toggle \"\(node.host.text(below: node))\" \(isOn.wrappedValue ? "on" : "off")"
                + (node.environment.isEnabled ? "" : " (disabled)")
        }
        var hostSummarizesChildren: Bool { true }
    }
#endif
