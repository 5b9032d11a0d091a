#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    // public struct NavigationSplitViewVisibility : Swift.Equatable, Swift.Codable,
    // Swift.Sendable` with `static var detailOnly`, `doubleColumn`, `all`, `automatic` (get
    // only), `==`, `encode(to:)` and `init(from:)`. Not `Hashable`.
    /// Which columns of a split view show, when the width has room for them.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
        let name: String

        /// The detail column alone.
        public static var detailOnly: NavigationSplitViewVisibility { .init(name: "detailOnly") }
        /// The content and detail columns of three; both columns of two.
        public static var doubleColumn: NavigationSplitViewVisibility {
            .init(name: "doubleColumn")
        }
        /// Every column.
        public static var all: NavigationSplitViewVisibility { .init(name: "all") }
        /// The platform's choice for the size and orientation.
        public static var automatic: NavigationSplitViewVisibility { .init(name: "automatic") }

        /// Writes the visibility.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }

        /// Reads a visibility.
        public init(from decoder: any Decoder) throws {
            name = try decoder.singleValueContainer().decode(String.self)
        }

        init(name: String) {
            self.name = name
        }
    }
#endif
