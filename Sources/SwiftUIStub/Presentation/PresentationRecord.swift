#if !canImport(SwiftUI)
    /// One sheet or cover on screen, as UIKit tracks a presented view controller.
    @MainActor
    final class PresentationRecord {
        enum State {
            case presenting
            case presented
            case dismissing
            case dismissed
        }

        /// The level of the layer it starts: 1 over the base layer.
        let level: Int
        let isCover: Bool
        /// The item's identity (or `true` for `isPresented:`).
        let itemID: AnyHashable
        weak var owner: PresentationController?
        /// The owner, kept alive while the presentation animates out after its presenting view
        /// left the hierarchy, so that its `onDismiss` still runs.
        var retainedOwner: PresentationController?
        var state = State.presenting

        init(level: Int, isCover: Bool, itemID: AnyHashable, owner: PresentationController) {
            self.level = level
            self.isCover = isCover
            self.itemID = itemID
            self.owner = owner
        }

        var isOnScreen: Bool { state == .presenting || state == .presented }

        /// The key of the presented view among the modifier's children: one per presentation,
        /// so that an item presented again while its last presentation leaves is a new view.
        var childKey: ChildKey { .id(AnyHashable(ObjectIdentifier(self))) }
    }
#endif
