#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    // @_Concurrency.MainActor @preconcurrency public struct NavigationSplitView<Sidebar, Content,
    // Detail> : SwiftUICore.View where Sidebar : SwiftUICore.View, Content : SwiftUICore.View,
    // Detail : SwiftUICore.View`, with four `nonisolated` inits taking non-escaping
    // `@ViewBuilder` closures (`sidebar:content:detail:`, `columnVisibility:sidebar:content:detail:`,
    // and the two-column `sidebar:detail:` and `columnVisibility:sidebar:detail:` where `Content
    // == EmptyView`), an opaque main-actor `body`, `@available(*, unavailable) extension
    // NavigationSplitView : Swift.Sendable`, and an iOS 17 extension with the four
    // `preferredCompactColumn:` inits. The stored properties are the stub's own.
    /// Two or three columns side by side (a sidebar, maybe a content column, and a detail
    /// column) that collapse into one stack when the width is compact.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @preconcurrency public struct NavigationSplitView<Sidebar, Content, Detail>: View
    where Sidebar: View, Content: View, Detail: View {
        nonisolated(unsafe) let sidebar: Sidebar
        nonisolated(unsafe) let content: Content
        nonisolated(unsafe) let detail: Detail
        let columnVisibility: Binding<NavigationSplitViewVisibility>?
        let compactColumn: Binding<NavigationSplitViewColumn>?
        let hasContentColumn: Bool

        nonisolated init(
            sidebar: Sidebar, content: Content, detail: Detail,
            columnVisibility: Binding<NavigationSplitViewVisibility>?,
            compactColumn: Binding<NavigationSplitViewColumn>?, hasContentColumn: Bool
        ) {
            self.sidebar = sidebar
            self.content = content
            self.detail = detail
            self.columnVisibility = columnVisibility
            self.compactColumn = compactColumn
            self.hasContentColumn = hasContentColumn
        }

        /// Creates a three-column split view.
        nonisolated public init(
            @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
            @ViewBuilder detail: () -> Detail
        ) {
            self.init(
                sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil,
                compactColumn: nil, hasContentColumn: true)
        }

        /// Creates a three-column split view whose column visibility follows a binding.
        nonisolated public init(
            columnVisibility: Binding<NavigationSplitViewVisibility>,
            @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
            @ViewBuilder detail: () -> Detail
        ) {
            self.init(
                sidebar: sidebar(), content: content(), detail: detail(),
                columnVisibility: columnVisibility, compactColumn: nil, hasContentColumn: true)
        }

        /// Creates a two-column split view.
        nonisolated public init(
            @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
        ) where Content == EmptyView {
            self.init(
                sidebar: sidebar(), content: EmptyView(), detail: detail(), columnVisibility: nil,
                compactColumn: nil, hasContentColumn: false)
        }

        /// Creates a two-column split view whose column visibility follows a binding.
        nonisolated public init(
            columnVisibility: Binding<NavigationSplitViewVisibility>,
            @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
        ) where Content == EmptyView {
            self.init(
                sidebar: sidebar(), content: EmptyView(), detail: detail(),
                columnVisibility: columnVisibility, compactColumn: nil, hasContentColumn: false)
        }

        /// The columns, side by side or as one stack.
        @MainActor @preconcurrency public var body: some View {
            NavigationSplitViewContainer(
                sidebar: sidebar, content: hasContentColumn ? content : nil, detail: detail,
                columnVisibility: columnVisibility, compactColumn: compactColumn)
        }
    }

    @available(*, unavailable)
    extension NavigationSplitView: Sendable {}

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension NavigationSplitView {
        /// Creates a three-column split view whose column on top, collapsed, follows a binding.
        nonisolated public init(
            preferredCompactColumn: Binding<NavigationSplitViewColumn>,
            @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
            @ViewBuilder detail: () -> Detail
        ) {
            self.init(
                sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil,
                compactColumn: preferredCompactColumn, hasContentColumn: true)
        }

        /// Creates a three-column split view whose visibility and column on top follow bindings.
        nonisolated public init(
            columnVisibility: Binding<NavigationSplitViewVisibility>,
            preferredCompactColumn: Binding<NavigationSplitViewColumn>,
            @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
            @ViewBuilder detail: () -> Detail
        ) {
            self.init(
                sidebar: sidebar(), content: content(), detail: detail(),
                columnVisibility: columnVisibility, compactColumn: preferredCompactColumn,
                hasContentColumn: true)
        }

        /// Creates a two-column split view whose column on top, collapsed, follows a binding.
        nonisolated public init(
            preferredCompactColumn: Binding<NavigationSplitViewColumn>,
            @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
        ) where Content == EmptyView {
            self.init(
                sidebar: sidebar(), content: EmptyView(), detail: detail(), columnVisibility: nil,
                compactColumn: preferredCompactColumn, hasContentColumn: false)
        }

        /// Creates a two-column split view whose visibility and column on top follow bindings.
        nonisolated public init(
            columnVisibility: Binding<NavigationSplitViewVisibility>,
            preferredCompactColumn: Binding<NavigationSplitViewColumn>,
            @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
        ) where Content == EmptyView {
            self.init(
                sidebar: sidebar(), content: EmptyView(), detail: detail(),
                columnVisibility: columnVisibility, compactColumn: preferredCompactColumn,
                hasContentColumn: false)
        }
    }
#endif
