#if !canImport(SwiftUI)
    extension ViewHost {
        /// Notes that the transition just recorded moves a screen in or out, so that its zoom,
        /// if the screen has one, is found once the update has drawn the screen.
        /// - Parameter screen: Finds the node of the screen that comes in or goes.
        func noteZoomCandidate(_ screen: @escaping () -> ViewNode?) {
            zoomCandidates.append((transitions.count - 1, screen))
        }

        /// Records the zoom of each transition noted in this update: the screen's
        /// `navigationTransition(.zoom(sourceID:in:))`, and whether a matching source is on
        /// screen outside the screen itself.
        func resolveZooms() {
            let candidates = zoomCandidates
            zoomCandidates = []
            for (index, screen) in candidates where transitions.indices.contains(index) {
                guard let node = screen(), let zoom = node.zoomTransition else { continue }
                let inside = Set(node.subtree.map(ObjectIdentifier.init))
                let found = root.subtree.contains { candidate in
                    guard candidate.isShown, !inside.contains(ObjectIdentifier(candidate)),
                        case .matchedTransitionSource(let id, let namespace) = candidate.attribute
                    else { return false }
                    return id == zoom.sourceID && namespace == zoom.namespace
                }
                transitions[index].zoom = HostZoom(
                    sourceID: String(describing: zoom.sourceID.base), isSourceFound: found)
            }
        }
    }

    extension ViewNode {
        /// The zoom the screen at this node comes in and goes with: the first
        /// `navigationTransition` in the screen itself, not in the screens a navigation stack
        /// inside it pushes or the presentations over it.
        var zoomTransition: ZoomNavigationTransition? {
            if case .navigationTransition(let zoom) = attribute { return zoom }
            let own: [ViewNode] =
                switch controller {
                case is NavigationController, is PresentationController:
                    children.prefix(1).filter {
                        [.slot("root"), .slot("content")].contains($0.key)
                    }
                default: children
                }
            return own.lazy.compactMap(\.zoomTransition).first
        }
    }
#endif
