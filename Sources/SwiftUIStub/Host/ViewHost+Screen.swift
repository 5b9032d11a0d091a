#if !canImport(SwiftUI)
    import Foundation

    extension ViewHost {
        /// The size, in points, of the screen the host pretends to draw on: an iPhone's
        /// portrait screen. Every `GeometryReader` is given this size.
        ///
        /// ```swift
        /// try host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: ViewHost.screenSize.width, y: 400))
        /// ```
        public static let screenSize = CGSize(width: 393, height: 852)
    }
#endif
