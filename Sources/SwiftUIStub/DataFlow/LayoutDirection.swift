#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `public enum LayoutDirection : Swift.Hashable,
    // Swift.CaseIterable`.
    /// The direction text and layout flow in.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public enum LayoutDirection: Hashable, CaseIterable, Sendable {
        /// Left to right, as in English.
        case leftToRight
        /// Right to left, as in Arabic and Hebrew.
        case rightToLeft
    }
#endif
