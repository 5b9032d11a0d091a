#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public struct Group<Content>` (no isolation,
    // `Body = Never`), with `@available(*, unavailable) extension Group : Swift.Sendable`.
    /// Views grouped without a layout of their own.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct Group<Content> {
        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
        nonisolated(unsafe) let content: Content
    }

    // SwiftUICore, iOS 18.0 interface: `extension SwiftUICore.Group : SwiftUICore.View where
    // Content : SwiftUICore.View { nonisolated public init(@SwiftUICore.ViewBuilder content: ()
    // -> Content) }`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Group: View where Content: View {
        /// Groups views.
        nonisolated public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }
    }

    extension Group: GroupingView, PrimitiveView where Content: View {
        func flattened() -> [(ChildKey, any View)] { [(.slot("content"), content)] }
    }

    @available(*, unavailable)
    extension Group: Sendable {}
#endif
