#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    // public protocol TabViewStyle`, whose requirements are all underscored (left out here).
    /// How a tab view shows its tabs.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public protocol TabViewStyle {}

    // SwiftUI, iOS 18.0 interface: `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    // public struct DefaultTabViewStyle : SwiftUI.TabViewStyle { public init() }` and `extension
    // TabViewStyle where Self == DefaultTabViewStyle { @_alwaysEmitIntoClient public static var
    // automatic: SwiftUI.DefaultTabViewStyle { get } }`.
    /// The platform's tab bar.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public struct DefaultTabViewStyle: TabViewStyle {
        /// Creates the style.
        public init() {}
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension TabViewStyle where Self == DefaultTabViewStyle {
        /// The platform's tab bar.
        public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    }

    // SwiftUI, iOS 18.0 interface: `@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    // @available(watchOS, unavailable) @_Concurrency.MainActor @preconcurrency public struct
    // SidebarAdaptableTabViewStyle : SwiftUI.TabViewStyle { nonisolated public init() }`,
    // `@available(*, unavailable) extension SidebarAdaptableTabViewStyle : Swift.Sendable`, and
    // `extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { @_alwaysEmitIntoClient
    // @_Concurrency.MainActor @preconcurrency public static var sidebarAdaptable:
    // SwiftUI.SidebarAdaptableTabViewStyle { get } }`.
    /// A tab bar in a compact width, and a sidebar of the tabs and their sections in a regular
    /// one, which the user can switch to a tab bar.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency public struct SidebarAdaptableTabViewStyle: TabViewStyle {
        /// Creates the style.
        nonisolated public init() {}
    }

    @available(*, unavailable)
    extension SidebarAdaptableTabViewStyle: Sendable {}

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    @available(watchOS, unavailable)
    extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
        /// A tab bar in a compact width, a sidebar in a regular one.
        @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle
        {
            SidebarAdaptableTabViewStyle()
        }
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension View {
        // SwiftUI, iOS 18.0 interface: `nonisolated public func tabViewStyle<S>(_ style: S) ->
        // some SwiftUICore.View where S : SwiftUI.TabViewStyle`, iOS 14.
        /// Sets how the tab views inside show their tabs.
        ///
        /// ```swift
        /// TabView(selection: $selection) { … }
        ///     .tabViewStyle(.sidebarAdaptable)
        /// ```
        nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
            let showsSidebar = style is SidebarAdaptableTabViewStyle
            return modifier(
                EnvironmentWritingModifier { $0.hostTabViewShowsSidebar = showsSidebar })
        }
    }

    extension EnvironmentValues {
        /// Whether tab views show a sidebar in a regular width (`.sidebarAdaptable`).
        var hostTabViewShowsSidebar: Bool {
            get { self[HostTabViewShowsSidebarKey.self] }
            set { self[HostTabViewShowsSidebarKey.self] = newValue }
        }
    }

    private enum HostTabViewShowsSidebarKey: EnvironmentKey {
        static let defaultValue = false
    }
#endif
