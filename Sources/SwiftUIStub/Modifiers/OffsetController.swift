#if !canImport(SwiftUI)
    import Foundation

    /// The offset an `offset` modifier applied at a node.
    @MainActor
    final class OffsetController: NodeController {
        var offset = CGSize.zero
    }
#endif
