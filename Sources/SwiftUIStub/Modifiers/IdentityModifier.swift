#if !canImport(SwiftUI)
    /// Keys the content by an explicit identity.
    nonisolated struct IdentityModifier: ViewModifier, HostModifier {
        typealias Body = Never
        let id: AnyHashable

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            node.reconcile(
                [ChildView(.id(id), content, node.environment)], transaction: transaction)
        }
    }
#endif
