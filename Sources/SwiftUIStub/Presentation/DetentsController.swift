#if !canImport(SwiftUI)
    import Foundation

    /// A sheet's detents, modelled on UISheetPresentationController: the heights it can rest
    /// at, the one it rests at, and the drags between them.
    ///
    /// Without a selection binding the sheet keeps its own detent, the smallest at first, as
    /// UIKit does when `selectedDetentIdentifier` is `nil`. A selection that is not one of the
    /// detents is logged and leaves the sheet where it was.
    @MainActor
    final class DetentsController: NodeController {
        /// The full height of a sheet in the host's model, in points: an iPhone's, about.
        static let fullHeight: CGFloat = 800

        weak var node: ViewNode?
        var detents: Set<PresentationDetent> = []
        var selection: Binding<PresentationDetent>?
        /// The detent the sheet rests at without a selection binding, once the user moved it.
        private var ownSelection: PresentationDetent?
        /// The detent the sheet rests at, as last drawn.
        private(set) var shown: PresentationDetent?

        /// The detents from smallest to largest, by the host's model of heights.
        var sortedDetents: [PresentationDetent] {
            detents.sorted {
                $0.hostHeight(fullHeight: Self.fullHeight)
                    < $1.hostHeight(fullHeight: Self.fullHeight)
            }
        }

        /// Draws the sheet at the detent asked for: the selection's value, or the sheet's own.
        /// A change from code moves the sheet with a `.detent` transition.
        func show(_ wanted: PresentationDetent?, in node: ViewNode, transaction: Transaction) {
            self.node = node
            var next = wanted ?? ownSelection ?? sortedDetents.first
            if let asked = next, !detents.contains(asked) {
                node.host.record(
                    "The selected detent \(asked) is not one of the sheet's detents "
                        + "(\(sortedDetents.map(\.hostDescription).joined(separator: ", "))): the sheet "
                        + "stays where it is")
                next = shown ?? sortedDetents.first
            }
            defer { shown = next }
            guard let previous = shown, let next, previous != next,
                node.environment.hostPresentationLevel > 0
            else { return }
            let duration = transaction.disablesAnimations ? .zero : node.host.timings.detent
            node.host.recordTransition(.detent, duration: duration, byUser: false)
        }

        /// The user dragged the sheet to a detent and let go: the sheet rests there, and the
        /// selection binding is written.
        func drag(to detent: PresentationDetent, in node: ViewNode) {
            ownSelection = detent
            shown = detent
            node.host.recordTransition(.detent, duration: node.host.timings.detent, byUser: true)
            selection?.wrappedValue = detent
            node.invalidate(transaction: nil)
        }

        /// The height the sheet rests at, in the host's model.
        var shownHeight: CGFloat {
            (shown ?? .large).hostHeight(fullHeight: Self.fullHeight)
        }
    }
#endif
