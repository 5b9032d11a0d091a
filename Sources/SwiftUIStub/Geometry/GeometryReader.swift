#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen @MainActor @preconcurrency public struct
    // GeometryReader<Content> : SwiftUICore.View where Content : SwiftUICore.View`, with
    // `@available(*, unavailable) extension GeometryReader : Swift.Sendable`.
    /// A container view that builds its content from its own size.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct GeometryReader<Content>: View
    where Content: View {
        /// Builds the content from the container's geometry. (The interface's `@MainActor
        /// @preconcurrency var`; `nonisolated(unsafe)` so that the nonisolated initializer can
        /// set it in Swift 6 mode, as `TupleView.value` does.)
        nonisolated(unsafe) public var content: (GeometryProxy) -> Content

        /// Creates a reader that builds its content from its size.
        nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
            self.content = content
        }

        /// Never called.
        public typealias Body = Never
    }

    extension GeometryReader: PrimitiveView {
        func update(_ node: ViewNode, transaction: Transaction) {
            let content = node.host.track(node) {
                self.content(GeometryProxy(size: ViewHost.screenSize))
            }
            node.reconcile(
                [ChildView(.slot("content"), content, node.environment)], transaction: transaction)
        }
    }

    @available(*, unavailable)
    extension GeometryReader: Sendable {}
#endif
