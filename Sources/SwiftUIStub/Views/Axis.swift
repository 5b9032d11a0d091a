#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public enum Axis : Swift.Int8,
    // Swift.CaseIterable`.
    /// The horizontal or the vertical dimension.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public enum Axis: Int8, CaseIterable, Sendable {
        /// The horizontal dimension.
        case horizontal
        /// The vertical dimension.
        case vertical

        /// A set of axes.
        @frozen public struct Set: OptionSet, Sendable {
            /// The raw bits.
            public let rawValue: Int8
            /// Creates a set from raw bits.
            public init(rawValue: Int8) { self.rawValue = rawValue }
            /// The horizontal axis.
            public static let horizontal = Set(rawValue: 1)
            /// The vertical axis.
            public static let vertical = Set(rawValue: 2)
        }
    }
#endif
