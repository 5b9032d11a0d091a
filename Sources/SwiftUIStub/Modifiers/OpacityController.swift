#if !canImport(SwiftUI)
    /// The opacity an `opacity` modifier applied at a node. Content that is fully transparent
    /// is off screen: queries do not find it, and it gets `onDisappear`, as a `hidden()` view
    /// does in the host (SwiftUI keeps both in its render tree).
    @MainActor
    final class OpacityController: NodeController {
        var opacity = 1.0

        func isChildVisible(_ child: ViewNode) -> Bool {
            opacity > 0
        }
    }
#endif
