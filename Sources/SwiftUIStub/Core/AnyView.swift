#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen @_Concurrency.MainActor @preconcurrency public
    // struct AnyView : SwiftUICore.View`, with `@available(*, unavailable) extension AnyView :
    // Swift.Sendable`.
    /// A view of any type, erased.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct AnyView: View {
        nonisolated(unsafe) let storage: any View

        // SwiftUICore, iOS 18.0 interface: `nonisolated public init<V>(_ view: V) where V :
        // SwiftUICore.View`.
        /// Erases a view's type.
        nonisolated public init<V>(_ view: V) where V: View {
            storage = (view as? AnyView)?.storage ?? view
        }

        // SwiftUICore, iOS 18.0 interface: `@_alwaysEmitIntoClient nonisolated public
        // init<V>(erasing view: V) where V : SwiftUICore.View`.
        /// Erases a view's type; the form `@_typeEraser` uses.
        nonisolated public init<V>(erasing view: V) where V: View {
            self.init(view)
        }

        // SwiftUICore, iOS 18.0 interface: `nonisolated public init?(_fromValue value: Any)`.
        /// Erases a value's type if it is a view.
        nonisolated public init?(_fromValue value: Any) {
            guard let view = value as? any View else { return nil }
            storage = (view as? AnyView)?.storage ?? view
        }

        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
    }

    extension AnyView: GroupingView, PrimitiveView {
        func flattened() -> [(ChildKey, any View)] { [(.slot("erased"), storage)] }
    }

    @available(*, unavailable)
    extension AnyView: Sendable {}
#endif
