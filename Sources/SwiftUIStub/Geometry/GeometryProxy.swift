#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore, iOS 18.0 interface: `public struct GeometryProxy`, with
    // `@available(*, unavailable) extension GeometryProxy : Swift.Sendable`.
    /// The size a `GeometryReader` was given.
    ///
    /// The host lays nothing out: every geometry reader is given the whole screen,
    /// `ViewHost.screenSize`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public struct GeometryProxy {
        /// The size of the container view.
        public var size: CGSize { storedSize }

        private let storedSize: CGSize

        init(size: CGSize) {
            storedSize = size
        }
    }

    @available(*, unavailable)
    extension GeometryProxy: Sendable {}
#endif
