#if !canImport(SwiftUI)
    import Foundation

    /// The offset an `offset` modifier applied at a node, and how it last moved.
    @MainActor
    final class OffsetController: NodeController {
        /// The offset applied.
        private(set) var offset = CGSize.zero
        /// The animation of the update that last changed the offset: `nil` when it jumped.
        private(set) var animation: Animation?
        /// When the offset last changed, in the order of all offset changes the host made.
        private(set) var changeOrder = 0

        /// Counts offset changes across the host, so that the latest of several can be told.
        private static var changes = 0

        /// Applies an offset in a transaction; a change remembers the transaction's animation.
        func apply(_ newOffset: CGSize, in transaction: Transaction) {
            guard newOffset != offset else { return }
            offset = newOffset
            animation = transaction.disablesAnimations ? nil : transaction.animation
            Self.changes += 1
            changeOrder = Self.changes
        }
    }
#endif
