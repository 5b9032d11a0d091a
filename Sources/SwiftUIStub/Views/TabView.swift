#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // TabView<SelectionValue, Content> : SwiftUICore.View where SelectionValue : Swift.Hashable,
    // Content : SwiftUICore.View`, `nonisolated public init(selection:
    // SwiftUICore.Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`
    // (soft-deprecated in 18.0, `deprecated: 100000.0`, which never warns), an opaque `body`,
    // and `@available(*, unavailable) extension TabView : Swift.Sendable`.
    /// Tabs, one on screen at a time, chosen from a tab bar.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    @MainActor @preconcurrency public struct TabView<SelectionValue, Content>: View
    where SelectionValue: Hashable, Content: View {
        nonisolated(unsafe) let selection: Binding<SelectionValue>?
        nonisolated(unsafe) let content: Content

        /// Creates a tab view whose selection follows a binding to the tabs' tags.
        nonisolated public init(
            selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
        ) {
            self.selection = selection
            self.content = content()
        }

        /// The tab bar and the selected tab.
        @MainActor @preconcurrency public var body: some View {
            TabViewContainer(selection: selection, content: content)
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension TabView where SelectionValue == Swift.Int {
    // nonisolated public init(@ViewBuilder content: () -> Content) }`, iOS 13.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    extension TabView where SelectionValue == Int {
        /// Creates a tab view that keeps its own selection.
        nonisolated public init(@ViewBuilder content: () -> Content) {
            self.selection = nil
            self.content = content()
        }
    }

    @available(*, unavailable)
    extension TabView: Sendable {}
#endif
