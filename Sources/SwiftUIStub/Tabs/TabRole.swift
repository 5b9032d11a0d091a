#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface (page 704000): `@available(iOS 18.0, macOS 15.0, tvOS 18.0,
    // watchOS 11.0, visionOS 2.0, *) public struct TabRole : Swift.Hashable, Swift.Sendable {
    // public static var search: SwiftUI.TabRole { get } … }`.
    /// The role of a tab: the search tab, which a tab bar places apart from the others.
    ///
    /// ```swift
    /// Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) { SearchView() }
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public struct TabRole: Hashable, Sendable {
        let name: String

        /// The search tab.
        public static var search: TabRole { TabRole(name: "search") }
    }
#endif
