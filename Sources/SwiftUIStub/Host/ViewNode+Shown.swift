#if !canImport(SwiftUI)
    extension ViewNode {
        /// Whether the node can be seen: on screen, and not inside a view with opacity 0.
        ///
        /// A transparent view stays in the hierarchy, with its lifecycle, as in SwiftUI: it
        /// appears and does not disappear. Only the host's queries skip it.
        var isShown: Bool {
            isVisible && !isTransparent
        }

        /// Whether the node or a view around it has opacity 0.
        var isTransparent: Bool {
            sequence(first: self, next: { $0.parent }).contains { node in
                (node.controller as? OpacityController)?.opacity == 0
            }
        }
    }
#endif
