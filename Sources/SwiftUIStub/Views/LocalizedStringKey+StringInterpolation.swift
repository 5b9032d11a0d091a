#if !canImport(SwiftUI)
    import Foundation

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension LocalizedStringKey {
        // SwiftUICore, iOS 18.0 interface: `public struct StringInterpolation :
        // Swift.StringInterpolationProtocol`, nested in `LocalizedStringKey`, with
        // `@available(*, unavailable) extension LocalizedStringKey.StringInterpolation :
        // Swift.Sendable`. Each `appendInterpolation` below is one of its members; the
        // `LocalizedStringResource` form (iOS 16) is left out because Foundation on Linux has no
        // `LocalizedStringResource`.
        /// The parts of an interpolated key: the key with format specifiers, and the text it
        /// reads as.
        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var resolved = ""

            /// Reserves room for the literal parts and the interpolations.
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// Appends a literal part.
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
                resolved += literal
            }

            /// Appends a string.
            public mutating func appendInterpolation(_ string: String) {
                append(string)
            }

            /// Appends a Foundation value, through a formatter when one is given.
            public mutating func appendInterpolation<Subject>(
                _ subject: Subject, formatter: Formatter? = nil
            ) where Subject: ReferenceConvertible {
                append(formatter?.string(for: subject) ?? "\(subject)")
            }

            /// Appends an object, through a formatter when one is given.
            public mutating func appendInterpolation<Subject>(
                _ subject: Subject, formatter: Formatter? = nil
            ) where Subject: NSObject {
                append(formatter?.string(for: subject) ?? subject.description)
            }

            /// Appends a value formatted by a format style.
            @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
            public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
            where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
                append(format.format(input))
            }

            /// Appends a value formatted by a format style into an attributed string.
            @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
            public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
            where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == AttributedString {
                append(String(format.format(input).characters))
            }

            /// Appends a number with its default format specifier.
            public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
                appendInterpolation(value, specifier: value._specifier)
            }

            /// Appends a number formatted with a `printf` specifier.
            public mutating func appendInterpolation<T>(_ value: T, specifier: String)
            where T: _FormatSpecifiable {
                key += specifier
                resolved += String(format: specifier, value._arg)
            }

            /// Appends a text.
            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
            public mutating func appendInterpolation(_ text: Text) {
                append(text.resolvedString)
            }

            /// Appends an attributed string's characters.
            @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
            public mutating func appendInterpolation(_ attributedString: AttributedString) {
                append(String(attributedString.characters))
            }

            /// Unavailable: a view cannot be interpolated into a key.
            @available(*, unavailable, message: "A view cannot be interpolated into a string key")
            public mutating func appendInterpolation<T>(_ view: T) where T: View {
                fatalError("unavailable")
            }

            /// Appends an argument that the key reads as `%@`.
            private mutating func append(_ argument: String) {
                key += "%@"
                resolved += argument
            }
        }
    }

    @available(*, unavailable)
    extension LocalizedStringKey.StringInterpolation: Sendable {}
#endif
