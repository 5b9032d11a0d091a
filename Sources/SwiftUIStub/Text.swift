#if !canImport(SwiftUI)
    // https://developer.apple.com/documentation/swiftui/text
    /// A view that displays one or more lines of read-only text.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen nonisolated public struct Text: Equatable, Sendable {
        private let content: String

        // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
        /// Creates a text view that displays a stored string without localization.
        public init<S>(_ content: S) where S: StringProtocol { self.content = String(content) }
    }

    // https://developer.apple.com/documentation/swiftui/text (Conforms To: View)
    extension Text: View {
        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }

    // https://developer.apple.com/documentation/swiftui/localizedstringkey
    // Apple's type conforms to ExpressibleByStringInterpolation; the stub keeps the literal part.
    /// The key used to look up an entry in a strings file or strings dictionary file.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral {
        private let key: String

        // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
        /// Creates a localized string key from the given string value.
        public init(_ value: String) { key = value }

        // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
        /// Creates a localized string key from the given string literal.
        public init(stringLiteral value: String) { key = value }
    }
#endif
