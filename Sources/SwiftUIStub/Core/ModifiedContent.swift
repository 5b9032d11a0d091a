#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public struct ModifiedContent<Content, Modifier>`.
    /// A view, or a modifier, with a modifier applied.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct ModifiedContent<Content, Modifier> {
        /// The view or modifier being modified.
        public var content: Content
        /// The modifier.
        public var modifier: Modifier

        /// Applies a modifier to content.
        nonisolated public init(content: Content, modifier: Modifier) {
            self.content = content
            self.modifier = modifier
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
        /// A view drawn by SwiftUI itself.
        public typealias Body = Never

        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
        /// A host modifier updates its own node; any other modifier's body runs like a view's,
        /// with its dynamic properties installed, and draws the content where it places it.
        func update(_ node: ViewNode, transaction: Transaction) {
            if let modifier = modifier as? any HostModifier {
                modifier.update(node, content: content, transaction: transaction)
                return
            }
            node.host.countEvaluation(of: node)
            let body = node.host.track(node) { () -> any View in
                var modifier = modifier
                ViewFields.install(&modifier, in: node)
                return modifier.body(content: _ViewModifier_Content(content: content))
            }
            node.reconcile(
                [ChildView(.slot("body"), body, node.environment)], transaction: transaction)
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension View {
        /// Applies a modifier to the view.
        nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
            ModifiedContent(content: self, modifier: modifier)
        }
    }

    @available(*, unavailable)
    extension ModifiedContent: Sendable {}
#endif
