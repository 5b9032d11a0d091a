#if !canImport(SwiftUI)
    // https://developer.apple.com/documentation/swiftui/view
    // Xcode 26: the whole protocol is `@MainActor @preconcurrency`, and so is `body`.
    /// A type that represents part of your app's user interface.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public protocol View {
        // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
        /// The type of view representing the body of this view.
        associatedtype Body: View

        // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
        /// The content and behavior of the view.
        @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    }

    // https://developer.apple.com/documentation/swiftui/view (Conforming Types: Never)
    extension Never: View {
        /// The type of view representing the body of this view.
        public typealias Body = Never

        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }

    // https://developer.apple.com/documentation/swiftui/view (Conforming Types: Optional)
    extension Optional: View where Wrapped: View {
        /// The type of view representing the body of this view.
        public typealias Body = Never

        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }
#endif
