#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension KeyedNavigation {
    /// A binding for `TabView(selection:)`: it reads the selected tab, and hands every tap to
    /// `KeyedNavigation.selectFromTabBar(_:)`, so that tapping the selected tab again takes it
    /// back to its root.
    ///
    /// ```swift
    /// enum AppTab: Hashable, Codable { case inbox, settings }
    ///
    /// let tabs = KeyedNavigation<AppTab, Stack<Screen>>(selection: .inbox)
    /// TabView(selection: tabs.selectionBinding) {
    ///     Tab("Inbox", systemImage: "tray", value: AppTab.inbox) {
    ///         StapelStack(tabs.child(for: .inbox)) { InboxView() } destination: { ScreenView($0) }
    ///     }
    /// }
    /// ```
    public var selectionBinding: Binding<Key> {
        Binding(
            get: { @MainActor [self] in self.selection },
            set: { @MainActor [self] in self.selectFromTabBar($0) }
        )
    }
}
