#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@preconcurrency @_Concurrency.MainActor public protocol
    // ViewModifier`, `body(content:)` `@ViewBuilder @MainActor @preconcurrency`.
    /// A modifier that turns a view into another view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @preconcurrency @MainActor public protocol ViewModifier {
        /// The type of the modified view.
        associatedtype Body: View
        /// The modified view.
        @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
        /// The view being modified, as a placeholder.
        typealias Content = _ViewModifier_Content<Self>
    }

    // SwiftUICore, iOS 18.0 interface: `extension SwiftUICore.ViewModifier where Self.Body ==
    // Swift.Never`, `@MainActor @preconcurrency public func body(content:) -> Self.Body`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension ViewModifier where Body == Never {
        /// A modifier applied by the host itself has no body; asking for it stops the program.
        @MainActor @preconcurrency public func body(content: Self.Content) -> Self.Body {
            fatalError("\(Self.self) is applied by the host and has no body")
        }
    }

    // SwiftUICore, iOS 18.0 interface: `@frozen @_Concurrency.MainActor @preconcurrency public
    // struct EmptyModifier : SwiftUICore.ViewModifier`, `Body = Never`, `static let identity`,
    // `nonisolated public init()`.
    /// A modifier that changes nothing.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct EmptyModifier: ViewModifier {
        /// The modifier that changes nothing.
        @MainActor @preconcurrency public static let identity = EmptyModifier()

        /// A modifier applied by SwiftUI itself.
        public typealias Body = Never

        /// Creates the modifier.
        nonisolated public init() {}
    }

    extension EmptyModifier: HostModifier {
        func update(_ node: ViewNode, content: any View, transaction: Transaction) {
            updateContent(node, content: content, transaction: transaction)
        }
    }
#endif
