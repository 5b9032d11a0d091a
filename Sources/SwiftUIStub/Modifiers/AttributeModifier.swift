#if !canImport(SwiftUI)
    /// Attaches a ``ViewAttribute`` to the modified view; the content draws as it is.
    nonisolated struct AttributeModifier: ViewModifier, HostModifier {
        typealias Body = Never
        let attribute: ViewAttribute

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            node.controller { AttributeController() }.attribute = attribute
            updateContent(node, content: content, transaction: transaction)
        }
    }

    /// Keeps a node's attribute where the host's queries find it, and hides the content of a
    /// hidden view.
    @MainActor
    final class AttributeController: NodeController {
        var attribute: ViewAttribute?

        func isChildVisible(_ child: ViewNode) -> Bool {
            if case .hidden = attribute { return false }
            return true
        }
    }

    extension View {
        /// The view with an attribute attached.
        nonisolated func attributed(_ attribute: ViewAttribute) -> some View {
            modifier(AttributeModifier(attribute: attribute))
        }
    }

    extension ViewNode {
        /// The attribute a modifier attached at this node, if any.
        var attribute: ViewAttribute? {
            (controller as? AttributeController)?.attribute
        }
    }
#endif
