#if !canImport(SwiftUI)
    /// What a tap on a control does: the controller of a button, a toggle or a view with a tap
    /// gesture.
    @MainActor
    final class TapTarget: NodeController {
        var action: () -> Void = {}
    }
#endif
