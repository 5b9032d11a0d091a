#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@preconcurrency @MainActor public protocol
    // ViewModifier`.
    /// A modifier that turns a view into another view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public protocol ViewModifier {
        /// The type of the modified view.
        associatedtype Body: View
        /// The view being modified, as a placeholder.
        typealias Content = _ViewModifier_Content<Self>
        /// The modified view.
        @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    }

    // SwiftUICore, iOS 18.0 interface: `@frozen @MainActor @preconcurrency public struct
    // EmptyModifier : SwiftUICore.ViewModifier`.
    /// A modifier that changes nothing.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct EmptyModifier: ViewModifier {
        /// The modifier that changes nothing.
        public static let identity = EmptyModifier()

        /// Creates the modifier.
        nonisolated public init() {}

        /// The content, unchanged.
        public func body(content: Content) -> Content { content }
    }
#endif
