#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `extension Swift.Optional : SwiftUICore.View where
    // Wrapped : SwiftUICore.View`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Optional: View where Wrapped: View {
        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
    }

    extension Optional: GroupingView, PrimitiveView where Wrapped: View {
        func flattened() -> [(ChildKey, any View)] {
            map { [(.slot("some"), $0)] } ?? []
        }
    }
#endif
