#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public struct ModifiedContent<Content,
    // Modifier>`, with `@available(*, unavailable) extension ModifiedContent : Swift.Sendable`.
    /// A view, or a modifier, with a modifier applied.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct ModifiedContent<Content, Modifier> {
        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
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

    @available(*, unavailable)
    extension ModifiedContent: Sendable {}

    // SwiftUICore, iOS 18.0 interface: `extension SwiftUICore.ModifiedContent : Swift.Equatable
    // where Content : Swift.Equatable, Modifier : Swift.Equatable`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {
        /// Whether the contents and the modifiers are equal.
        public static func == (a: ModifiedContent, b: ModifiedContent) -> Bool {
            a.content == b.content && a.modifier == b.modifier
        }
    }

    // SwiftUICore, iOS 18.0 interface: `extension SwiftUICore.ModifiedContent : SwiftUICore.View
    // where Content : SwiftUICore.View, Modifier : SwiftUICore.ViewModifier`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

    extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
        /// A host modifier updates its own node; any other modifier's body runs like a view's,
        /// with its dynamic properties installed, and draws the content where it places it.
        func update(_ node: ViewNode, transaction: Transaction) {
            if let modifier = modifier as? any HostModifier {
                modifier.update(node, content: content, transaction: transaction)
                return
            }
            node.host.countEvaluation(of: node, named: Modifier.self)
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
        // SwiftUICore, iOS 18.0 interface: `nonisolated public func modifier<T>(_ modifier: T)
        // -> SwiftUICore.ModifiedContent<Self, T>`.
        /// Applies a modifier to the view.
        nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
            ModifiedContent(content: self, modifier: modifier)
        }
    }
#endif
