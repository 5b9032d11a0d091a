#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen @_Concurrency.MainActor @preconcurrency public
    // struct EmptyView : SwiftUICore.View`, and `extension EmptyView : Swift.Sendable`.
    /// A view with no content.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct EmptyView: View {
        /// Creates an empty view.
        nonisolated public init() {}

        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
    }

    extension EmptyView: GroupingView, PrimitiveView {
        func flattened() -> [(ChildKey, any View)] { [] }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension EmptyView: Sendable {}
#endif
