#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    // @preconcurrency @_Concurrency.MainActor public protocol NavigationSplitViewStyle {
    // associatedtype Body : SwiftUICore.View; @SwiftUICore.ViewBuilder @_Concurrency.MainActor
    // @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body; typealias
    // Configuration = SwiftUI.NavigationSplitViewStyleConfiguration }`.
    /// How a split view arranges its columns.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @preconcurrency @MainActor public protocol NavigationSplitViewStyle {
        /// The view the style makes.
        associatedtype Body: View
        /// Makes the split view.
        @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
            -> Self.Body
        /// What the style is given.
        typealias Configuration = NavigationSplitViewStyleConfiguration
    }

    // SwiftUI, iOS 18.0 interface: `public struct NavigationSplitViewStyleConfiguration { }`, iOS
    // 16, with `@available(*, unavailable) extension … : Swift.Sendable`.
    /// What a split view style is given; it has no public members.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public struct NavigationSplitViewStyleConfiguration {}

    @available(*, unavailable)
    extension NavigationSplitViewStyleConfiguration: Sendable {}

    // SwiftUI, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // AutomaticNavigationSplitViewStyle : SwiftUI.NavigationSplitViewStyle` with a main-actor
    // `init()` and `makeBody(configuration:) -> some View`, an unavailable `Sendable`, and
    // `extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    // @MainActor @preconcurrency public static var automatic: … { get } }`, iOS 16. The same
    // shape for `BalancedNavigationSplitViewStyle` (`.balanced`) and
    // `ProminentDetailNavigationSplitViewStyle` (`.prominentDetail`).
    /// The platform's arrangement of a split view's columns.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @preconcurrency
    public struct AutomaticNavigationSplitViewStyle:
        NavigationSplitViewStyle
    {
        /// Creates the style.
        @MainActor @preconcurrency public init() {}
        /// Makes the split view.
        @MainActor @preconcurrency public func makeBody(configuration: Configuration)
            -> some View
        { EmptyView() }
    }

    /// Columns side by side, the detail column narrowed to make room.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @preconcurrency
    public struct BalancedNavigationSplitViewStyle:
        NavigationSplitViewStyle
    {
        /// Creates the style.
        @MainActor @preconcurrency public init() {}
        /// Makes the split view.
        @MainActor @preconcurrency public func makeBody(configuration: Configuration)
            -> some View
        { EmptyView() }
    }

    /// The detail column at its full size, the other columns over it.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @preconcurrency
    public struct ProminentDetailNavigationSplitViewStyle:
        NavigationSplitViewStyle
    {
        /// Creates the style.
        @MainActor @preconcurrency public init() {}
        /// Makes the split view.
        @MainActor @preconcurrency public func makeBody(configuration: Configuration)
            -> some View
        { EmptyView() }
    }

    @available(*, unavailable)
    extension AutomaticNavigationSplitViewStyle: Sendable {}
    @available(*, unavailable)
    extension BalancedNavigationSplitViewStyle: Sendable {}
    @available(*, unavailable)
    extension ProminentDetailNavigationSplitViewStyle: Sendable {}

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
        /// The platform's arrangement.
        @MainActor @preconcurrency public static var automatic: AutomaticNavigationSplitViewStyle {
            AutomaticNavigationSplitViewStyle()
        }
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
        /// Columns side by side.
        @MainActor @preconcurrency public static var balanced: BalancedNavigationSplitViewStyle {
            BalancedNavigationSplitViewStyle()
        }
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
        /// The detail column at its full size.
        @MainActor @preconcurrency public static var prominentDetail:
            ProminentDetailNavigationSplitViewStyle
        {
            ProminentDetailNavigationSplitViewStyle()
        }
    }
#endif
