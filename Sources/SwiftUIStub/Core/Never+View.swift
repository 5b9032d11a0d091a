#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `extension Swift.Never : SwiftUICore.View`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Never: View {
        /// A view with no body.
        public typealias Body = Never
    }
#endif
