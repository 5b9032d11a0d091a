#if !canImport(SwiftUI)
    import Foundation

    /// A view whose drag gesture a `HostDrag` reaches, and whether the gesture has recognized
    /// the drag. The actions are read from the view's latest update at each event.
    ///
    /// A gesture follows one finger at a time: while a drag holds it, a second finger on the
    /// same view does not reach it (`GestureController.isHeld`).
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

        /// Whether a finger already holds this view's gesture.
        static func isHeld(_ node: ViewNode) -> Bool {
            (node.controller as? GestureController)?.isHeld == true
        }

        /// The finger went down: it holds the gesture until it lifts or is cancelled.
        func hold() {
            (node.controller as? GestureController)?.isHeld = true
        }

        func move(_ value: DragGesture.Value, distance: CGFloat) {
            guard let handlers else { return }
            if !isRecognized, distance >= handlers.minimumDistance { isRecognized = true }
            guard isRecognized else { return }
            for action in handlers.updating { action(value) }
            for action in handlers.changed { action(value) }
        }

        /// The finger lifted: `onEnded` runs, then the gesture states go back to their initial
        /// values.
        func end(_ value: DragGesture.Value) {
            defer { release() }
            guard isRecognized, let handlers else { return }
            for action in handlers.ended { action(value) }
            for reset in handlers.resets { reset() }
        }

        /// The system cancelled the drag: no `onEnded`, but the gesture states reset.
        func cancel() {
            defer { release() }
            guard isRecognized, let handlers else { return }
            for reset in handlers.resets { reset() }
        }

        private func release() {
            (node.controller as? GestureController)?.isHeld = false
        }
    }
#endif
