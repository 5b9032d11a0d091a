#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen @_Concurrency.MainActor @preconcurrency public
    // struct TupleView<T> : SwiftUICore.View`, with `@available(*, unavailable) extension
    // TupleView : Swift.Sendable`.
    /// The views of a view builder block, as a tuple.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct TupleView<T>: View {
        nonisolated(unsafe) var storage: T

        // SwiftUICore, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public var
        // value: T`. A stored main-actor property cannot be set from the `nonisolated` init in
        // Swift 6 mode, so the stub keeps it behind a main-actor computed property.
        /// The tuple of views.
        @MainActor @preconcurrency public var value: T {
            get { storage }
            set { storage = newValue }
        }

        // SwiftUICore, iOS 18.0 interface: `nonisolated public init(_ value: T)`.
        /// Creates a view from a tuple of views.
        nonisolated public init(_ value: T) { storage = value }

        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
    }

    extension TupleView: GroupingView, PrimitiveView {
        func flattened() -> [(ChildKey, any View)] {
            Mirror(reflecting: storage).children.enumerated().compactMap { index, child in
                (child.value as? any View).map { (.index(index), $0) }
            }
        }
    }

    @available(*, unavailable)
    extension TupleView: Sendable {}
#endif
