#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // TabView<SelectionValue, Content> : SwiftUICore.View where SelectionValue : Swift.Hashable,
    // Content : SwiftUICore.View`, `nonisolated public init(selection:
    // SwiftUICore.Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`
    // (soft-deprecated in 18.0 and 26.0, `deprecated: 100000.0`, which never warns, carried
    // here), an opaque `body`,
    // and `@available(*, unavailable) extension TabView : Swift.Sendable`.
    /// Tabs, one on screen at a time, chosen from a tab bar.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    @MainActor @preconcurrency public struct TabView<SelectionValue, Content>: View
    where SelectionValue: Hashable, Content: View {
        nonisolated(unsafe) let selection: Binding<SelectionValue>?
        nonisolated(unsafe) let content: Content

        /// Creates a tab view whose selection follows a binding to the tabs' tags.
        @available(
            iOS, deprecated: 100000.0,
            message: "Use TabContentBuilder-based TabView initializers instead"
        )
        @available(
            macOS, deprecated: 100000.0,
            message: "Use TabContentBuilder-based TabView initializers instead"
        )
        @available(
            tvOS, deprecated: 100000.0,
            message: "Use TabContentBuilder-based TabView initializers instead"
        )
        @available(
            watchOS, deprecated: 100000.0,
            message: "Use TabContentBuilder-based TabView initializers instead"
        )
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

    // SwiftUI, iOS 18.0 interface, in the type's declaration: `@available(iOS 18.0, macOS 15.0,
    // tvOS 18.0, watchOS 11.0, visionOS 2.0, *) nonisolated public init<C>(selection:
    // SwiftUICore.Binding<SelectionValue>, @SwiftUI.TabContentBuilder<SelectionValue> content: ()
    // -> C) where Content == SwiftUI.TabContentBuilder<SelectionValue>.Content<C>, C :
    // SwiftUI.TabContent`, and `nonisolated public init<C>(@SwiftUI.TabContentBuilder<Swift.Never>
    // content: () -> C) where SelectionValue == Swift.Never, Content ==
    // SwiftUI.TabContentBuilder<Swift.Never>.Content<C>, C : SwiftUI.TabContent`.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension TabView {
        /// Creates a tab view of tabs, whose selection follows a binding to the tabs' values.
        ///
        /// ```swift
        /// TabView(selection: $selection) {
        ///     Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
        ///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
        /// }
        /// ```
        nonisolated public init<C>(
            selection: Binding<SelectionValue>,
            @TabContentBuilder<SelectionValue> content: () -> C
        ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
            self.selection = selection
            self.content = TabContentBuilder<SelectionValue>.Content(content())
        }

        /// Creates a tab view of tabs that keeps its own selection.
        nonisolated public init<C>(@TabContentBuilder<Never> content: () -> C)
        where
            SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>,
            C: TabContent
        {
            self.selection = nil
            self.content = TabContentBuilder<Never>.Content(content())
        }
    }

    @available(*, unavailable)
    extension TabView: Sendable {}
#endif
