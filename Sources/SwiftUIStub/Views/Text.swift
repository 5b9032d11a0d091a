#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore, iOS 18.0 interface: `@frozen public struct Text : Swift.Equatable,
    // Swift.Sendable`, with `extension Text : SwiftUICore.View`.
    /// A view that displays read-only text.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct Text: Equatable, Sendable {
        /// The text the host shows for it.
        let resolvedString: String

        init(resolved: String) {
            resolvedString = resolved
        }

        /// Creates a text from a localized string key. The host shows the key with its
        /// interpolations formatted.
        public init(
            _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
            comment: StaticString? = nil
        ) {
            resolvedString = key.resolved
        }

        /// Creates a text that shows a string as it is, without localization.
        public init(verbatim content: String) {
            resolvedString = content
        }

        /// Creates a text that shows a string as it is, without localization.
        @_disfavoredOverload
        public init<S>(_ content: S) where S: StringProtocol {
            resolvedString = String(content)
        }

        /// The same text with a foreground style.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle {
            self
        }

        /// Two texts joined.
        public static func + (lhs: Text, rhs: Text) -> Text {
            Text(resolved: lhs.resolvedString + rhs.resolvedString)
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Text: View {
        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    extension Text: PrimitiveView {
        func update(_ node: ViewNode, transaction: Transaction) {}
    }
#endif
