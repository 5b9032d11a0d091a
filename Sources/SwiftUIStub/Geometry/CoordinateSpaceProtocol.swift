#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `public protocol CoordinateSpaceProtocol`.
    /// A type that names a coordinate space.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public protocol CoordinateSpaceProtocol {
        /// The coordinate space it names.
        var coordinateSpace: CoordinateSpace { get }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
        /// The view's own coordinate space.
        public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
        /// The window's coordinate space.
        public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
    }
#endif
