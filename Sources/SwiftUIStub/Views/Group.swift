#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public struct Group<Content>`, with
    // `extension Group : SwiftUICore.View where Content : SwiftUICore.View`.
    /// Views grouped without a layout of their own.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct Group<Content> {
        nonisolated(unsafe) let content: Content
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Group: View where Content: View {
        /// A view drawn by SwiftUI itself.
        public typealias Body = Never

        /// Groups views.
        nonisolated public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }

        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    extension Group: GroupingView, PrimitiveView where Content: View {
        func flattened() -> [(ChildKey, any View)] { [(.slot("content"), content)] }
    }

    @available(*, unavailable)
    extension Group: Sendable {}
#endif
