#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen @MainActor @preconcurrency public struct
    // EmptyView : SwiftUICore.View`.
    /// A view with no content.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct EmptyView: View {
        /// Creates an empty view.
        nonisolated public init() {}

        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    extension EmptyView: GroupingView, PrimitiveView {
        func flattened() -> [(ChildKey, any View)] { [] }
    }

    extension EmptyView: Sendable {}
#endif
