#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@_typeEraser(AnyView) @preconcurrency
    // @_Concurrency.MainActor public protocol View`, `body` `@ViewBuilder @MainActor
    // @preconcurrency`.
    /// A part of an app's user interface, described by its body.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @_typeEraser(AnyView) @preconcurrency @MainActor public protocol View {
        /// The type of the view's body.
        associatedtype Body: View
        /// The view's content.
        @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    }

    // SwiftUICore, iOS 18.0 interface: the `body` of views whose `Body` is `Never` (`Text`,
    // `Image`, `Never` and the containers declare a `Body` of `Never` and no `body`).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension View where Body == Never {
        /// A view drawn by the host itself has no body; asking for it stops the program.
        @MainActor @preconcurrency public var body: Never {
            fatalError("\(Self.self) is drawn by the host and has no body")
        }
    }
#endif
