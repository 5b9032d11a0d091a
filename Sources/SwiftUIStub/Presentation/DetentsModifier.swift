#if !canImport(SwiftUI)
    /// The modifier behind `presentationDetents`: it keeps the sheet's detents and its
    /// selection where the host's drags and queries find them, and notices when code moves the
    /// sheet.
    nonisolated struct DetentsModifier: ViewModifier, HostModifier {
        typealias Body = Never
        let detents: Set<PresentationDetent>
        let selection: Binding<PresentationDetent>?

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            let controller = node.controller { DetentsController() }
            controller.detents = detents
            controller.selection = selection
            let wanted = node.host.track(node) { selection?.wrappedValue }
            controller.show(wanted, in: node, transaction: transaction)
            updateContent(node, content: content, transaction: transaction)
        }
    }
#endif
