#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore, iOS 18.0 interface: `@frozen @_Concurrency.MainActor @preconcurrency public
    // struct VStack<Content> : SwiftUICore.View where Content : SwiftUICore.View`, `nonisolated
    // public init(alignment: SwiftUICore.HorizontalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, @ViewBuilder
    // content: () -> Content)`, with `@available(*, unavailable) extension VStack :
    // Swift.Sendable`.
    /// A view that lays out its children in a vertical line.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @MainActor @preconcurrency public struct VStack<Content>: View where Content: View {
        nonisolated(unsafe) let content: Content

        /// Creates the stack.
        nonisolated public init(
            alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
            @ViewBuilder content: () -> Content
        ) {
            self.content = content()
        }

        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
    }

    extension VStack: LayoutContainer {
        var laidOut: Content { content }
    }

    @available(*, unavailable)
    extension VStack: Sendable {}
#endif
