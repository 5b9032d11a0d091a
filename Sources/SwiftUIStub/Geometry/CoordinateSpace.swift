#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `public enum CoordinateSpace`, with
    // `@available(*, unavailable) extension CoordinateSpace : Swift.Sendable` and
    // `extension CoordinateSpace : Swift.Equatable, Swift.Hashable`.
    /// A coordinate space that gesture locations are given in.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public enum CoordinateSpace: Equatable, Hashable {
        /// The window's coordinates.
        case global
        /// The view's own coordinates.
        case local
        /// The coordinates of the view with this coordinate-space name.
        case named(AnyHashable)

        /// Whether this is the window's coordinate space.
        public var isGlobal: Bool { self == .global }
        /// Whether this is the view's own coordinate space.
        public var isLocal: Bool { self == .local }
    }

    @available(*, unavailable)
    extension CoordinateSpace: Sendable {}
#endif
