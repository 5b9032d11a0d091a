#if !canImport(SwiftUI)
    import Foundation

    /// What a drag gesture does as the host performs it: how far the finger must move, and the
    /// actions its `onChanged` and `onEnded` modifiers added.
    @MainActor
    struct DragHandlers {
        var minimumDistance: CGFloat
        var changed: [(DragGesture.Value) -> Void] = []
        var ended: [(DragGesture.Value) -> Void] = []
    }
#endif
