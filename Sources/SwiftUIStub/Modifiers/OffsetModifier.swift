#if !canImport(SwiftUI)
    import Foundation

    /// Moves the content; the host keeps the offset where `HostElement.offset` finds it.
    nonisolated struct OffsetModifier: ViewModifier, HostModifier {
        let offset: CGSize

        typealias Body = Never

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            node.controller { OffsetController() }.apply(offset, in: transaction)
            updateContent(node, content: content, transaction: transaction)
        }
    }
#endif
