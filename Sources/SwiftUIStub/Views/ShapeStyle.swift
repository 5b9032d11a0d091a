#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `public protocol ShapeStyle : Swift.Sendable`.
    /// A color or pattern to fill or stroke with.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public protocol ShapeStyle: Sendable {}
#endif
