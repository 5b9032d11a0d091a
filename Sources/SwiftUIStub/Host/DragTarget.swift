#if !canImport(SwiftUI)
    import Foundation

    /// A view whose drag gesture a `HostDrag` reaches, and whether the gesture has recognized
    /// the drag. The actions are read from the view's latest update at each event.
    @MainActor
    final class DragTarget {
        let node: ViewNode
        private(set) var isRecognized = false

        init(node: ViewNode) {
            self.node = node
        }

        private var handlers: DragHandlers? {
            node.isMounted ? (node.controller as? GestureController)?.drag : nil
        }

        func move(_ value: DragGesture.Value, distance: CGFloat) {
            guard let handlers else { return }
            if !isRecognized, distance >= handlers.minimumDistance { isRecognized = true }
            guard isRecognized else { return }
            for action in handlers.changed { action(value) }
        }

        func end(_ value: DragGesture.Value) {
            guard isRecognized, let handlers else { return }
            for action in handlers.ended { action(value) }
        }
    }
#endif
