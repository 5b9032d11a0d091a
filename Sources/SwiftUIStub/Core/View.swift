#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@preconcurrency @MainActor public protocol View`.
    /// A part of an app's user interface, described by its body.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public protocol View {
        /// The type of the view's body.
        associatedtype Body: View
        /// The view's content.
        @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    }
#endif
