#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public struct HorizontalAlignment :
    // Swift.Equatable`, `VerticalAlignment`, `Alignment`.
    /// An alignment position along the horizontal axis.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct HorizontalAlignment: Equatable, Sendable {
        let position: Int
        /// The leading edge.
        public static let leading = HorizontalAlignment(position: -1)
        /// The horizontal center.
        public static let center = HorizontalAlignment(position: 0)
        /// The trailing edge.
        public static let trailing = HorizontalAlignment(position: 1)
    }

    /// An alignment position along the vertical axis.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct VerticalAlignment: Equatable, Sendable {
        let position: Int
        /// The top edge.
        public static let top = VerticalAlignment(position: -1)
        /// The vertical center.
        public static let center = VerticalAlignment(position: 0)
        /// The bottom edge.
        public static let bottom = VerticalAlignment(position: 1)
    }

    /// An alignment in both axes.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct Alignment: Equatable, Sendable {
        /// The horizontal part.
        public var horizontal: HorizontalAlignment
        /// The vertical part.
        public var vertical: VerticalAlignment

        /// Creates an alignment from its parts.
        public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// The center.
        public static let center = Alignment(horizontal: .center, vertical: .center)
        /// The leading edge, centered vertically.
        public static let leading = Alignment(horizontal: .leading, vertical: .center)
        /// The trailing edge, centered vertically.
        public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
        /// The top edge, centered horizontally.
        public static let top = Alignment(horizontal: .center, vertical: .top)
        /// The bottom edge, centered horizontally.
        public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    }
#endif
