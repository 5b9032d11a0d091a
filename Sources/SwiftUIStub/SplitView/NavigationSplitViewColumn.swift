#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    // public struct NavigationSplitViewColumn : Swift.Hashable, Swift.Sendable` with `static var
    // sidebar`, `content`, `detail` (get only) and no public initializer.
    /// A column of a split view, for the one on top when it collapses to one column.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct NavigationSplitViewColumn: Hashable, Sendable {
        /// The position of the column, from the sidebar.
        let position: Int

        /// The first column.
        public static var sidebar: NavigationSplitViewColumn { .init(position: 0) }
        /// The middle column of three.
        public static var content: NavigationSplitViewColumn { .init(position: 1) }
        /// The last column.
        public static var detail: NavigationSplitViewColumn { .init(position: 2) }
    }
#endif
