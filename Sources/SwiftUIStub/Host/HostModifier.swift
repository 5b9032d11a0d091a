#if !canImport(SwiftUI)
    /// A modifier the host applies itself: it updates the node of the modified view, reconciles
    /// the content as a child, and keeps what it needs in the node's controller.
    @MainActor
    protocol HostModifier {
        func update(_ node: ViewNode, content: any View, transaction: Transaction)
    }

    extension HostModifier {
        /// The modifier's content as the node's single child, in the node's environment.
        func updateContent(
            _ node: ViewNode, content: any View, environment: EnvironmentValues? = nil,
            transaction: Transaction
        ) {
            node.reconcile(
                [ChildView(.slot("content"), content, environment ?? node.environment)],
                transaction: transaction)
        }
    }
#endif
