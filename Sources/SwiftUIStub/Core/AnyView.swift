#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen @MainActor @preconcurrency public struct AnyView
    // : SwiftUICore.View`.
    /// A view of any type, erased.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct AnyView: View {
        nonisolated(unsafe) let storage: any View

        /// Erases a view's type.
        nonisolated public init<V>(_ view: V) where V: View {
            storage = (view as? AnyView)?.storage ?? view
        }

        /// Erases a value's type if it is a view.
        nonisolated public init?(erasing view: Any) {
            guard let view = view as? any View else { return nil }
            storage = view
        }

        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    extension AnyView: GroupingView, PrimitiveView {
        func flattened() -> [(ChildKey, any View)] { [(.slot("erased"), storage)] }
    }

    @available(*, unavailable)
    extension AnyView: Sendable {}
#endif
