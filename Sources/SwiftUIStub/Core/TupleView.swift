#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen @MainActor @preconcurrency public struct
    // TupleView<T> : SwiftUICore.View`.
    /// The views of a view builder block, as a tuple.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct TupleView<T>: View {
        /// The tuple of views.
        nonisolated(unsafe) public var value: T

        /// Creates a view from a tuple of views.
        nonisolated public init(_ value: T) { self.value = value }

        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    extension TupleView: GroupingView, PrimitiveView {
        func flattened() -> [(ChildKey, any View)] {
            Mirror(reflecting: value).children.enumerated().compactMap { index, child in
                (child.value as? any View).map { (.index(index), $0) }
            }
        }
    }

    @available(*, unavailable)
    extension TupleView: Sendable {}
#endif
