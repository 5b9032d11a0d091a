#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public struct GestureMask : Swift.OptionSet`,
    // `Sendable` in the tail conformance list.
    /// Which gestures of a view and its subviews are enabled.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct GestureMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32

        /// Creates a mask from its bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// No gestures.
        public static let none = GestureMask([])
        /// The gesture being added.
        public static let gesture = GestureMask(rawValue: 1)
        /// The gestures of the subviews.
        public static let subviews = GestureMask(rawValue: 2)
        /// The gesture being added and those of the subviews.
        public static let all = GestureMask(rawValue: 3)
    }
#endif
