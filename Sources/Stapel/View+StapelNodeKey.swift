@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

extension View {
    /// Tells the views inside which child of a keyed holder they show: the key joins
    /// `EnvironmentValues.stapelNodePath`, as it prints, the same path a `NavigationEvent` of
    /// that child carries.
    ///
    /// ```swift
    /// Tab("Inbox", systemImage: "tray", value: AppTab.inbox) {
    ///     InboxView().stapelNodeKey(AppTab.inbox)
    /// }
    /// ```
    /// - Parameter key: The child's key in its holder.
    /// - Returns: A view whose content reads the path with the key at its end.
    public func stapelNodeKey(_ key: some Hashable) -> some View {
        transformEnvironment(\.stapelNodePath) {
            $0.append(NavigationEvent.pathComponent(for: key))
        }
    }
}
