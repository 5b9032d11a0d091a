#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore, iOS 18.0 interface: `@frozen public struct LocalizedStringKey :
    // Swift.Equatable, Swift.ExpressibleByStringInterpolation`, with `public init(_ value:
    // Swift.String)`, `public init(stringLiteral:)`, `public init(stringInterpolation:)`, `==`,
    // and `@available(*, unavailable) extension LocalizedStringKey : Swift.Sendable`.
    /// The key of a localized string. The host has no string tables: a key reads as itself,
    /// with its interpolations formatted.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
        let key: String
        let resolved: String

        /// Creates a key from a string.
        public init(_ value: String) {
            key = value
            resolved = value
        }

        /// Creates a key from a string literal.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// Creates a key from an interpolated string literal.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            resolved = stringInterpolation.resolved
        }

        /// Whether two keys are the same key.
        public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
            lhs.key == rhs.key && lhs.resolved == rhs.resolved
        }
    }

    @available(*, unavailable)
    extension LocalizedStringKey: Sendable {}
#endif
