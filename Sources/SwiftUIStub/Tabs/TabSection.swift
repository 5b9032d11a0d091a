#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0,
    // visionOS 2.0, *) public struct TabSection<Header, Content, Footer, SelectionValue> {}`,
    // `@available(*, unavailable) extension TabSection : Swift.Sendable`, and `extension
    // TabSection : SwiftUI.TabContent where Header : SwiftUICore.View, Content :
    // SwiftUI.TabContent, Footer : SwiftUICore.View, SelectionValue == Content.TabValue`.
    /// A group of tabs under a header: a section of the sidebar of a sidebar-adaptable tab view.
    ///
    /// ```swift
    /// TabSection("Mailboxes") {
    ///     Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
    ///     Tab("Sent", systemImage: "paperplane", value: .sent) { SentView() }
    /// }
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public struct TabSection<Header, Content, Footer, SelectionValue> {
        let content: Content
        let header: Header
        let footer: Footer
        let title: String?
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension TabSection: TabContent
    where
        Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue
    {
        /// The type of the values that select the section's tabs.
        public typealias TabValue = SelectionValue

        /// The section itself.
        @MainActor @preconcurrency public var body: Self { return self }
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension TabSection where Content: TabContent, SelectionValue: Hashable {
        // SwiftUI, iOS 18.0 interface: `public init(@SwiftUI.TabContentBuilder<SelectionValue>
        // content: () -> Content, @SwiftUICore.ViewBuilder header: () -> Header) where Header :
        // SwiftUICore.View, Footer == SwiftUICore.EmptyView`.
        /// Creates a section of tabs under a header view.
        public init(
            @TabContentBuilder<SelectionValue> content: () -> Content,
            @ViewBuilder header: () -> Header
        ) where Header: View, Footer == EmptyView {
            self.init(content: content(), header: header(), footer: EmptyView(), title: nil)
        }

        // SwiftUI, iOS 18.0 interface: `public init(@SwiftUI.TabContentBuilder<SelectionValue>
        // content: () -> Content) where Header == SwiftUICore.EmptyView, Footer ==
        // SwiftUICore.EmptyView`.
        /// Creates a section of tabs without a header.
        public init(@TabContentBuilder<SelectionValue> content: () -> Content)
        where Header == EmptyView, Footer == EmptyView {
            self.init(content: content(), header: EmptyView(), footer: EmptyView(), title: nil)
        }

        // SwiftUI, iOS 18.0 interface: `public init(_ titleKey: SwiftUICore.LocalizedStringKey,
        // @SwiftUI.TabContentBuilder<SelectionValue> content: () -> Content) where Header ==
        // SwiftUICore.Text, Footer == SwiftUICore.EmptyView`.
        /// Creates a section of tabs under a title.
        public init(
            _ titleKey: LocalizedStringKey,
            @TabContentBuilder<SelectionValue> content: () -> Content
        ) where Header == Text, Footer == EmptyView {
            self.init(
                content: content(), header: Text(titleKey), footer: EmptyView(),
                title: titleKey.resolved)
        }

        // SwiftUI, iOS 18.0 interface: `@_disfavoredOverload public init<S>(_ title: S,
        // @SwiftUI.TabContentBuilder<SelectionValue> content: () -> Content) where Header ==
        // SwiftUICore.Text, Footer == SwiftUICore.EmptyView, S : Swift.StringProtocol`.
        /// Creates a section of tabs under a title.
        @_disfavoredOverload
        public init<S>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content)
        where Header == Text, Footer == EmptyView, S: StringProtocol {
            self.init(
                content: content(), header: Text(title), footer: EmptyView(),
                title: String(title))
        }
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension TabSection: HostTabContent
    where
        Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue
    {
        func hostTabs(path: [ChildKey], section: String?) -> [HostTab] {
            content.hostTabs(
                path: path + [.slot("section")],
                section: title ?? HostViewInspection.text(of: header))
        }
    }

    @available(*, unavailable)
    extension TabSection: Sendable {}
#endif
