#if !canImport(SwiftUI)
    /// The opacity an `opacity` modifier applied at a node. Content with opacity 0 stays in the
    /// hierarchy with its lifecycle, as in SwiftUI; the host's queries do not find it.
    @MainActor
    final class OpacityController: NodeController {
        var opacity = 1.0
    }
#endif
