#if !canImport(SwiftUI)
    import Foundation

    // SwiftUI, iOS 18.0 interface: `@available(tvOS, unavailable) @MainActor @preconcurrency
    // public struct DragGesture : SwiftUICore.Gesture`, with `@available(*, unavailable)
    // extension DragGesture : Swift.Sendable`.
    /// A dragging motion that reports its value as the drag changes.
    ///
    /// In the host, `ViewHost.drag(from:to:)` and `ViewHost.beginDrag(at:)` perform a drag on
    /// the topmost view with a drag gesture.
    @available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
    @available(tvOS, unavailable)
    @MainActor @preconcurrency public struct DragGesture: Gesture {
        /// The distance the finger must move before the gesture succeeds.
        @MainActor @preconcurrency public var minimumDistance: CGFloat
        /// The coordinate space the locations are given in.
        @MainActor @preconcurrency public var coordinateSpace: CoordinateSpace

        /// Creates a drag gesture.
        @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
        @available(tvOS, unavailable)
        @MainActor @preconcurrency public init(
            minimumDistance: CGFloat = 10,
            coordinateSpace: some CoordinateSpaceProtocol = .local
        ) {
            self.minimumDistance = minimumDistance
            self.coordinateSpace = coordinateSpace.coordinateSpace
        }

        /// A gesture the system recognizes itself.
        public typealias Body = Never

        /// Never called: the host recognizes the gesture itself.
        public var body: Never { fatalError("\(Self.self) is recognized by the host") }
    }

    @available(*, unavailable)
    extension DragGesture: Sendable {}
#endif
