#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public struct Font : Swift.Hashable,
    // Swift.Sendable`; the text styles are `public static let` in an iOS 13 extension.
    /// A font. The host knows fonts by name only.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct Font: Hashable, Sendable {
        /// The font's name, for printing.
        let name: String

        /// The body text style.
        public static let body = Font(name: "body")
        /// The headline text style.
        public static let headline = Font(name: "headline")
        /// The title text style.
        public static let title = Font(name: "title")
        /// The caption text style.
        public static let caption = Font(name: "caption")
    }
#endif
