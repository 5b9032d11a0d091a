#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen @MainActor @preconcurrency public struct
    // _ViewModifier_Content<Modifier> where Modifier : SwiftUICore.ViewModifier`.
    /// The view a modifier modifies, inside the modifier's body.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct _ViewModifier_Content<Modifier>: View
    where Modifier: ViewModifier {
        let content: any View

        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    extension _ViewModifier_Content: GroupingView, PrimitiveView {
        func flattened() -> [(ChildKey, any View)] { [(.slot("content"), content)] }
    }
#endif
