#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore, iOS 18.0 interface: `@frozen public struct Text : Swift.Equatable,
    // Swift.Sendable`, no isolation, with `@inlinable public init(verbatim content:
    // Swift.String)` and `@_disfavoredOverload public init<S>(_ content: S) where S :
    // Swift.StringProtocol`.
    /// A view that displays read-only text.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct Text: Equatable, Sendable {
        /// The text the host shows for it.
        let resolvedString: String

        init(resolved: String) {
            resolvedString = resolved
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
    }

    // SwiftUICore, iOS 18.0 interface: `extension Text { public init(_ key:
    // SwiftUICore.LocalizedStringKey, tableName: Swift.String? = nil, bundle: Foundation.Bundle?
    // = nil, comment: Swift.StaticString? = nil) }`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Text {
        /// Creates a text from a localized string key. The host has no string tables: it shows
        /// the key with its interpolations formatted.
        public init(
            _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
            comment: StaticString? = nil
        ) {
            resolvedString = key.resolved
        }
    }

    // SwiftUICore, iOS 18.0 interface: `extension Text { nonisolated public func
    // foregroundStyle<S>(_ style: S) -> SwiftUICore.Text where S : SwiftUICore.ShapeStyle }`,
    // iOS 17.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Text {
        /// The same text with a foreground style; the host draws no style.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        nonisolated public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle {
            self
        }
    }

    // SwiftUICore, iOS 18.0 interface: `extension Text { public static func + (lhs:
    // SwiftUICore.Text, rhs: SwiftUICore.Text) -> SwiftUICore.Text }`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Text {
        /// Two texts joined.
        public static func + (lhs: Text, rhs: Text) -> Text {
            Text(resolved: lhs.resolvedString + rhs.resolvedString)
        }
    }

    // SwiftUICore, iOS 18.0 interface: `extension SwiftUICore.Text : SwiftUICore.View`, `Body =
    // Never`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Text: View {
        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
    }

    extension Text: PrimitiveView {
        func update(_ node: ViewNode, transaction: Transaction) {}
    }
#endif
