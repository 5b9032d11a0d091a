#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore, iOS 18.0 interface: `@frozen @_Concurrency.MainActor @preconcurrency public
    // struct ZStack<Content> : SwiftUICore.View where Content : SwiftUICore.View`, `nonisolated
    // public init(alignment: SwiftUICore.Alignment = .center, @ViewBuilder
    // content: () -> Content)`, with `@available(*, unavailable) extension ZStack :
    // Swift.Sendable`.
    /// A view that lays out its children in a stack, each on top of the one before.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct ZStack<Content>: View where Content: View {
        nonisolated(unsafe) let content: Content

        /// Creates the stack.
        nonisolated public init(
            alignment: Alignment = .center, @ViewBuilder content: () -> Content
        ) {
            self.content = content()
        }

        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
    }

    extension ZStack: PrimitiveView {
        /// The children are the views of the content, each a child of the stack, so that the
        /// stack can run their transitions as they come and go.
        func update(_ node: ViewNode, transaction: Transaction) {
            node.controller { ZStackController(node: node) }
                .update(content: content, transaction: transaction)
        }
    }

    @available(*, unavailable)
    extension ZStack: Sendable {}
#endif
