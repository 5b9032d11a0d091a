#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `public struct GlobalCoordinateSpace :
    // SwiftUICore.CoordinateSpaceProtocol`, with `@available(*, unavailable) extension
    // GlobalCoordinateSpace : Swift.Sendable`.
    /// The coordinate space of the window.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
        /// Creates the global coordinate space.
        public init() {}

        /// ``CoordinateSpace/global``.
        public var coordinateSpace: CoordinateSpace { .global }
    }

    @available(*, unavailable)
    extension GlobalCoordinateSpace: Sendable {}
#endif
