#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // ScrollView<Content> : SwiftUICore.View where Content : SwiftUICore.View`, with main-actor
    // `public var content`, `axes`, `showsIndicators`, `nonisolated public init(_ axes:
    // SwiftUICore.Axis.Set = .vertical, showsIndicators: Swift.Bool = true, @ViewBuilder content:
    // () -> Content)` (soft-deprecated), an opaque `body`, and `@available(*, unavailable)
    // extension ScrollView : Swift.Sendable`.
    /// A scrollable view. The host shows all of its content.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct ScrollView<Content>: View where Content: View {
        nonisolated(unsafe) private var storedContent: Content
        nonisolated(unsafe) private var storedAxes: Axis.Set
        nonisolated(unsafe) private var storedShowsIndicators: Bool

        /// The scrollable content.
        @MainActor @preconcurrency public var content: Content {
            get { storedContent }
            set { storedContent = newValue }
        }

        /// The scrollable axes.
        @MainActor @preconcurrency public var axes: Axis.Set {
            get { storedAxes }
            set { storedAxes = newValue }
        }

        /// Whether the scroll indicators show.
        @MainActor @preconcurrency public var showsIndicators: Bool {
            get { storedShowsIndicators }
            set { storedShowsIndicators = newValue }
        }

        /// Creates a scroll view.
        nonisolated public init(
            _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
            @ViewBuilder content: () -> Content
        ) {
            storedAxes = axes
            storedShowsIndicators = showsIndicators
            storedContent = content()
        }

        /// The content; the host scrolls nothing.
        @MainActor @preconcurrency public var body: some View {
            LayoutBox(content: storedContent)
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension ScrollView { @_alwaysEmitIntoClient nonisolated
    // public init(_ axes: SwiftUICore.Axis.Set = .vertical, @ViewBuilder content: () -> Content)
    // }`, marked iOS 13.
    extension ScrollView {
        /// Creates a scroll view.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
            self.init(axes, showsIndicators: true, content: content)
        }
    }

    @available(*, unavailable)
    extension ScrollView: Sendable {}
#endif
