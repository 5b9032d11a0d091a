#if !canImport(SwiftUI)
    import Foundation

    extension HostElement {
        /// How far the element is moved by the `offset` modifiers on it and around it.
        ///
        /// ```swift
        /// #expect(try host.find(text: "Details").offset.width == 120)
        /// ```
        public var offset: CGSize {
            lineage.reduce(CGSize.zero) { total, node in
                let offset = (node.controller as? OffsetController)?.offset ?? .zero
                return CGSize(
                    width: total.width + offset.width, height: total.height + offset.height)
            }
        }

        /// The animation the element last moved with: that of the update that last changed an
        /// `offset` modifier on it or around it, or `nil` when that change was not animated (or
        /// nothing ever moved it).
        ///
        /// ```swift
        /// drag.cancel()
        /// #expect(try host.find(text: "Details").offsetAnimation == .easeOut)
        /// ```
        public var offsetAnimation: Animation? {
            lineage.compactMap { $0.controller as? OffsetController }
                .max { $0.changeOrder < $1.changeOrder }?.animation
        }

        /// How opaque the element is: the product of the `opacity` modifiers on it and around
        /// it.
        public var opacity: Double {
            lineage.reduce(1) { $0 * ((($1.controller as? OpacityController)?.opacity) ?? 1) }
        }

        /// Whether touches reach the element: no `allowsHitTesting(false)` on it or around it.
        public var isHitTestable: Bool {
            node.host.isHitTestable(node)
        }

        /// Whether accessibility skips the element: an `accessibilityHidden(true)` on it or
        /// around it.
        public var isAccessibilityHidden: Bool {
            lineage.contains { node in
                if case .accessibilityHidden(true) = node.attribute { return true }
                return false
            }
        }

        /// The element's node and its ancestors.
        private var lineage: UnfoldFirstSequence<ViewNode> {
            sequence(first: node, next: { $0.parent })
        }
    }
#endif
