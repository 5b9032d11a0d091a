#if !canImport(SwiftUI)
    /// Attaches a gesture to the content; the host keeps what it recognizes in a
    /// `GestureController` for `ViewHost.beginDrag(at:)` to find.
    nonisolated struct GestureModifier<G: Gesture>: ViewModifier, HostModifier {
        let gesture: G
        let mask: GestureMask
        let isSimultaneous: Bool

        typealias Body = Never

        @MainActor func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            let controller = node.controller { GestureController() }
            controller.drag =
                mask.contains(.gesture) ? (gesture as? any HostDragGesture)?.dragHandlers : nil
            controller.isSimultaneous = isSimultaneous
            updateContent(node, content: content, transaction: transaction)
        }
    }
#endif
