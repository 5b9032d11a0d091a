#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `public struct LocalCoordinateSpace :
    // SwiftUICore.CoordinateSpaceProtocol`, with `@available(*, unavailable) extension
    // LocalCoordinateSpace : Swift.Sendable`.
    /// The coordinate space of the view a gesture is attached to.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
        /// Creates the local coordinate space.
        public init() {}

        /// ``CoordinateSpace/local``.
        public var coordinateSpace: CoordinateSpace { .local }
    }

    @available(*, unavailable)
    extension LocalCoordinateSpace: Sendable {}
#endif
