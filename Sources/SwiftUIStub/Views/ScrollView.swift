#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@MainActor @preconcurrency public struct ScrollView<Content> :
    // SwiftUICore.View where Content : SwiftUICore.View`.
    /// A scrollable view. The host shows all of its content.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct ScrollView<Content>: View where Content: View {
        /// The scrollable content.
        nonisolated(unsafe) public var content: Content
        /// The scrollable axes.
        nonisolated(unsafe) public var axes: Axis.Set

        /// Creates a scroll view.
        nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
            self.axes = axes
            self.content = content()
        }

        /// Never called.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    extension ScrollView: LayoutContainer {
        var laidOut: Content { content }
    }

    @available(*, unavailable)
    extension ScrollView: Sendable {}
#endif
