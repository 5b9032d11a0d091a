#if !canImport(SwiftUI)
    import Foundation

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension LocalizedStringKey {
        // SwiftUICore, iOS 18.0 interface: `public struct StringInterpolation :
        // Swift.StringInterpolationProtocol`.
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
                key += "%@"
                resolved += string
            }

            /// Appends a number or another value with a format specifier.
            public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
                key += value._specifier
                resolved += String(format: value._specifier, value._arg)
            }

            /// Appends a value formatted with a `printf` specifier.
            public mutating func appendInterpolation<T>(_ value: T, specifier: String)
            where T: _FormatSpecifiable {
                key += specifier
                resolved += String(format: specifier, value._arg)
            }

            /// Appends a text.
            public mutating func appendInterpolation(_ text: Text) {
                key += "%@"
                resolved += text.resolvedString
            }

            /// Appends an image.
            public mutating func appendInterpolation(_ image: Image) {
                key += "%@"
                resolved += "[\(image.name)]"
            }
        }
    }

    @available(*, unavailable)
    extension LocalizedStringKey.StringInterpolation: Sendable {}
#endif
