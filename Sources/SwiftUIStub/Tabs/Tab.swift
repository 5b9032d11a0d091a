#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0,
    // visionOS 2.0, *) public struct Tab<Value, Content, Label> {}`, `@available(*, unavailable)
    // extension Tab : Swift.Sendable`, and `extension Tab : SwiftUI.TabContent where Value :
    // Swift.Hashable, Content : SwiftUICore.View, Label : SwiftUICore.View` with `public typealias
    // TabValue = Value` and `@_Concurrency.MainActor @preconcurrency public var body:
    // SwiftUI.Tab<Value, Content, Label> { get }`.
    /// A tab of a tab view: its content, its label, and the value that selects it.
    ///
    /// ```swift
    /// TabView(selection: $selection) {
    ///     Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
    /// }
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public struct Tab<Value, Content, Label> {
        let value: Value?
        let content: Content
        let label: Label
        let title: String?
        var role: TabRole? = nil
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
        /// The type of the value that selects the tab.
        public typealias TabValue = Value

        // SwiftUI, iOS 18.0 interface: `nonisolated public init(_ titleKey:
        // SwiftUICore.LocalizedStringKey, systemImage: Swift.String, value: Value,
        // @SwiftUICore.ViewBuilder content: () -> Content) where Label == SwiftUI.DefaultTabLabel`.
        /// Creates a tab with a title and a system symbol, selected by a value.
        nonisolated public init(
            _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
            @ViewBuilder content: () -> Content
        ) where Label == DefaultTabLabel {
            self.init(
                value: value, content: content(),
                label: DefaultTabLabel(title: titleKey.resolved, systemImage: systemImage),
                title: titleKey.resolved)
        }

        // SwiftUI, iOS 18.0 interface: `@_disfavoredOverload nonisolated public init<S>(_ title:
        // S, systemImage: Swift.String, value: Value, @SwiftUICore.ViewBuilder content: () ->
        // Content) where Label == SwiftUI.DefaultTabLabel, S : Swift.StringProtocol`.
        /// Creates a tab with a title and a system symbol, selected by a value.
        @_disfavoredOverload
        nonisolated public init<S>(
            _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
        ) where Label == DefaultTabLabel, S: StringProtocol {
            self.init(
                value: value, content: content(),
                label: DefaultTabLabel(title: String(title), systemImage: systemImage),
                title: String(title))
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public init(value: Value,
        // @SwiftUICore.ViewBuilder content: () -> Content, @SwiftUICore.ViewBuilder label: () ->
        // Label)`.
        /// Creates a tab with a label of your own, selected by a value.
        nonisolated public init(
            value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
        ) {
            self.init(value: value, content: content(), label: label(), title: nil)
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public init(value: Value,
        // @SwiftUICore.ViewBuilder content: () -> Content) where Label == SwiftUICore.EmptyView`.
        /// Creates a tab without a label, selected by a value.
        nonisolated public init(value: Value, @ViewBuilder content: () -> Content)
        where Label == EmptyView {
            self.init(value: value, content: content(), label: EmptyView(), title: nil)
        }

        // SwiftUI, iOS 18.0 interface (page 736000): `nonisolated public init(_ titleKey:
        // SwiftUICore.LocalizedStringKey, systemImage: Swift.String, value: Value, role:
        // SwiftUI.TabRole?, @SwiftUICore.ViewBuilder content: () -> Content) where Label ==
        // SwiftUI.DefaultTabLabel`.
        /// Creates a tab with a title, a system symbol and a role, selected by a value.
        nonisolated public init(
            _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
            @ViewBuilder content: () -> Content
        ) where Label == DefaultTabLabel {
            self.init(titleKey, systemImage: systemImage, value: value, content: content)
            self.role = role
        }

        // SwiftUI, iOS 18.0 interface (page 736000): `@_disfavoredOverload nonisolated public
        // init<S>(_ title: S, systemImage: Swift.String, value: Value, role: SwiftUI.TabRole?,
        // @SwiftUICore.ViewBuilder content: () -> Content) where Label ==
        // SwiftUI.DefaultTabLabel, S : Swift.StringProtocol`.
        /// Creates a tab with a title, a system symbol and a role, selected by a value.
        @_disfavoredOverload
        nonisolated public init<S>(
            _ title: S, systemImage: String, value: Value, role: TabRole?,
            @ViewBuilder content: () -> Content
        ) where Label == DefaultTabLabel, S: StringProtocol {
            self.init(title, systemImage: systemImage, value: value, content: content)
            self.role = role
        }

        // SwiftUI, iOS 18.0 interface (pages 736000 and 752000): `nonisolated public init(value:
        // Value, role: SwiftUI.TabRole?, @SwiftUICore.ViewBuilder content: () -> Content,
        // @SwiftUICore.ViewBuilder label: () -> Label)`.
        /// Creates a tab with a role and a label of your own, selected by a value.
        nonisolated public init(
            value: Value, role: TabRole?, @ViewBuilder content: () -> Content,
            @ViewBuilder label: () -> Label
        ) {
            self.init(value: value, content: content(), label: label(), title: nil, role: role)
        }

        /// The tab itself.
        @MainActor @preconcurrency public var body: Tab<Value, Content, Label> { return self }
    }

    // SwiftUI, iOS 18.0 interface: `extension SwiftUI.Tab where Value == Swift.Never, Content :
    // SwiftUICore.View, Label : SwiftUICore.View { public init(_ titleKey:
    // SwiftUICore.LocalizedStringKey, systemImage: Swift.String, @SwiftUICore.ViewBuilder
    // content: () -> Content) where Label == SwiftUI.DefaultTabLabel; … }` and, in a second
    // extension, `public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () ->
    // Label)`. These print without `nonisolated`.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension Tab where Value == Never, Content: View, Label: View {
        /// Creates a tab with a title and a system symbol, for a tab view that keeps its own
        /// selection.
        public init(
            _ titleKey: LocalizedStringKey, systemImage: String,
            @ViewBuilder content: () -> Content
        ) where Label == DefaultTabLabel {
            self.init(
                value: nil, content: content(),
                label: DefaultTabLabel(title: titleKey.resolved, systemImage: systemImage),
                title: titleKey.resolved)
        }

        /// Creates a tab with a title and a system symbol, for a tab view that keeps its own
        /// selection.
        @_disfavoredOverload
        public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel, S: StringProtocol {
            self.init(
                value: nil, content: content(),
                label: DefaultTabLabel(title: String(title), systemImage: systemImage),
                title: String(title))
        }

        /// Creates a tab with a label of your own, for a tab view that keeps its own selection.
        public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
            self.init(value: nil, content: content(), label: label(), title: nil)
        }
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension Tab: HostTabContent where Value: Hashable, Content: View, Label: View {
        func hostTabs(path: [ChildKey], section: String?) -> [HostTab] {
            [
                HostTab(
                    key: path.tabKey, content: content, value: value.map { AnyHashable($0) },
                    label: title ?? HostViewInspection.text(of: label), section: section)
            ]
        }
    }

    @available(*, unavailable)
    extension Tab: Sendable {}
#endif
