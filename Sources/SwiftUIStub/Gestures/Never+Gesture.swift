#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `extension Swift.Never : SwiftUICore.Gesture`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Never: Gesture {
        /// A gesture that never reports a value.
        public typealias Value = Never
    }
#endif
