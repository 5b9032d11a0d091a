#if !canImport(SwiftUI)
    /// The gesture attached at a node, as far as the host performs it: a drag's actions.
    @MainActor
    final class GestureController: NodeController {
        /// The drag the gesture recognizes, or `nil` for another gesture or a masked one.
        var drag: DragHandlers?
        /// Whether it is recognized together with the gestures of the views inside it.
        var isSimultaneous = false
        /// Whether a finger is dragging it: a second finger does not reach it meanwhile.
        var isHeld = false
    }
#endif
