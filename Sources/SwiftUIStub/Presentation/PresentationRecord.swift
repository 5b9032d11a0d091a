#if !canImport(SwiftUI)
    /// One sheet, cover, popover, alert or dialog on screen, as UIKit tracks a presented view
    /// controller.
    @MainActor
    final class PresentationRecord {
        enum State {
            case presenting
            case presented
            case dismissing
            case dismissed
        }

        /// What the app asked for: a sheet, a cover, a popover, an alert or a confirmation
        /// dialog.
        enum Kind {
            case sheet
            case fullScreenCover
            case popover
            case alert
            case confirmationDialog
        }

        /// The level of the layer it starts: 1 over the base layer.
        let level: Int
        let kind: Kind
        /// The item's identity (or `true` for `isPresented:`).
        let itemID: AnyHashable
        weak var owner: PresentationController?
        /// The owner, kept alive while the presentation animates out after its presenting view
        /// left the hierarchy, so that its `onDismiss` still runs.
        var retainedOwner: PresentationController?
        var state = State.presenting

        init(level: Int, kind: Kind, itemID: AnyHashable, owner: PresentationController) {
            self.level = level
            self.kind = kind
            self.itemID = itemID
            self.owner = owner
        }

        var isOnScreen: Bool { state == .presenting || state == .presented }

        /// What `dismiss()` does in the presented view: the window dismisses the presentation,
        /// as a swipe down would, so its binding is cleared and its `onDismiss` runs.
        private(set) lazy var dismissTarget = HostDismissTarget { [weak self] in
            guard let self, let window = self.owner?.node?.environment.hostWindow else { return }
            window.dismiss(self, byUser: true)
        }

        /// The key of the presented view among the modifier's children: one per presentation,
        /// so that an item presented again while its last presentation leaves is a new view.
        var childKey: ChildKey { .id(AnyHashable(ObjectIdentifier(self))) }
    }
#endif
