#if !canImport(SwiftUI)
    extension PresentationRecord {
        /// The nodes of the presented content in this presentation's own layer: not those of
        /// the presentations over it.
        var presentedNodes: [ViewNode] {
            guard let node = owner?.node,
                let content = node.children.first(where: { $0.key == childKey })
            else { return [] }
            return content.subtree.filter { $0.environment.hostPresentationLevel == level }
        }

        /// The content's detents, if it set any with `presentationDetents`.
        var detents: DetentsController? {
            presentedNodes.lazy.compactMap { $0.controller as? DetentsController }.first
        }

        /// What the content set with `presentationCompactAdaptation`, if anything.
        var compactAdaptation:
            (horizontal: PresentationAdaptation, vertical: PresentationAdaptation)?
        {
            for node in presentedNodes {
                if case .presentationCompactAdaptation(let horizontal, let vertical) = node
                    .attribute
                {
                    return (horizontal, vertical)
                }
            }
            return nil
        }

        /// What the content set with `presentationBackgroundInteraction`, if anything.
        var backgroundInteraction: PresentationBackgroundInteraction? {
            for node in presentedNodes {
                if case .presentationBackgroundInteraction(let interaction) = node.attribute {
                    return interaction
                }
            }
            return nil
        }

        /// Whether the content set `interactiveDismissDisabled()`.
        var isDismissLocked: Bool {
            presentedNodes.contains { node in
                if case .interactiveDismissDisabled(true) = node.attribute { return true }
                return false
            }
        }
    }

    extension WindowModel {
        /// How a presentation shows now, in the window's size classes. A cover, an alert and a
        /// confirmation dialog show as themselves.
        /// In a compact height (an iPhone in landscape), a sheet or popover shows as its
        /// content's vertical compact adaptation asks, a full-screen cover by default. Otherwise
        /// a sheet shows as itself, and a popover shows as itself in a regular width and, in a
        /// compact one, as its content's horizontal compact adaptation asks, a sheet by default.
        /// The style follows the size classes while the presentation is up, without dismissing
        /// it, as UIKit adapts a presented sheet or popover.
        func style(of record: PresentationRecord) -> HostPresentationStyle {
            switch record.kind {
            case .fullScreenCover: return .fullScreenCover
            case .alert: return .alert
            case .confirmationDialog: return .confirmationDialog
            case .sheet, .popover: break
            }
            if host?.verticalSizeClass == .compact {
                switch record.compactAdaptation?.vertical.kind ?? .automatic {
                case .automatic, .fullScreenCover: return .fullScreenCover
                case .sheet: return .sheet
                case .none, .popover: return record.kind == .popover ? .popover : .sheet
                }
            }
            guard record.kind == .popover else { return .sheet }
            guard host?.horizontalSizeClass == .compact else { return .popover }
            switch record.compactAdaptation?.horizontal.kind ?? .automatic {
            case .automatic, .sheet: return .sheet
            case .none, .popover: return .popover
            case .fullScreenCover: return .fullScreenCover
            }
        }

        /// Whether the views behind a presentation take touches: a sheet whose content enabled
        /// background interaction, at every detent or up through the one it rests at.
        func passesTouchesThrough(_ record: PresentationRecord) -> Bool {
            guard style(of: record) == .sheet, let interaction = record.backgroundInteraction else {
                return false
            }
            switch interaction.kind {
            case .automatic, .disabled:
                return false
            case .enabled:
                return true
            case .enabledUpThrough(let detent):
                let height = record.detents?.shownHeight ?? DetentsController.fullHeight
                return height <= detent.hostHeight(fullHeight: DetentsController.fullHeight)
            }
        }
    }
#endif
