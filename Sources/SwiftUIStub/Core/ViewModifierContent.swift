#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // _ViewModifier_Content<Modifier> : SwiftUICore.View where Modifier :
    // SwiftUICore.ViewModifier` (not frozen, no public init), with `@available(*, unavailable)
    // extension _ViewModifier_Content : Swift.Sendable`.
    /// The view a modifier modifies, inside the modifier's body.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct _ViewModifier_Content<Modifier>: View
    where Modifier: ViewModifier {
        nonisolated(unsafe) let content: any View

        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
    }

    extension _ViewModifier_Content: GroupingView, PrimitiveView {
        func flattened() -> [(ChildKey, any View)] { [(.slot("content"), content)] }
    }

    @available(*, unavailable)
    extension _ViewModifier_Content: Sendable {}
#endif
