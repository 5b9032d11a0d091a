#if !canImport(SwiftUI)
    /// Keys the content by an explicit identity.
    nonisolated struct IdentityModifier: ViewModifier, HostModifier {
        let id: AnyHashable

        @MainActor func body(content: Content) -> Never { primitiveBody(of: Self.self) }

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            node.reconcile(
                [ChildView(.id(id), content, node.environment)], transaction: transaction)
        }
    }
#endif
