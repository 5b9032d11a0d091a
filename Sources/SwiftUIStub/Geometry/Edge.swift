#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public enum Edge : Swift.Int8,
    // Swift.CaseIterable`, `Sendable` in a separate conformance.
    /// An edge of a rectangle: top, leading, bottom or trailing.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public enum Edge: Int8, CaseIterable, Sendable {
        /// The top edge.
        case top
        /// The leading edge: the left one in a left-to-right layout.
        case leading
        /// The bottom edge.
        case bottom
        /// The trailing edge: the right one in a left-to-right layout.
        case trailing
    }
#endif
