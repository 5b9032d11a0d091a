#if !canImport(SwiftUI)
    /// Sets the content's opacity; content with opacity 0 is off screen for the host.
    nonisolated struct OpacityModifier: ViewModifier, HostModifier {
        let opacity: Double

        typealias Body = Never

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            node.controller { OpacityController() }.opacity = opacity
            updateContent(node, content: content, transaction: transaction)
        }
    }
#endif
