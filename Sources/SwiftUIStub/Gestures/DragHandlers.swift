#if !canImport(SwiftUI)
    import Foundation

    /// What a drag gesture does as the host performs it: how far the finger must move, the
    /// actions its `updating`, `onChanged` and `onEnded` modifiers added, and the gesture states
    /// to reset when the drag is over.
    @MainActor
    struct DragHandlers {
        var minimumDistance: CGFloat
        var updating: [(DragGesture.Value) -> Void] = []
        var changed: [(DragGesture.Value) -> Void] = []
        var ended: [(DragGesture.Value) -> Void] = []
        var resets: [() -> Void] = []
    }
#endif
