#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Where a `StapelSplitView`'s state comes from: a `SplitNavigation` object, or a
/// `SplitState` the app holds as a value.
enum SplitViewSource<Sidebar: Hashable, Content: Hashable, Screen> {
    case navigation(SplitNavigation<Sidebar, Content, Screen>)
    case value(Binding<SplitState<Sidebar, Content, Screen>>, RouteListOptions<Screen>)

    /// A state the app holds as a value, with the options a split view's initializer takes.
    static func value(
        _ state: Binding<SplitState<Sidebar, Content, Screen>>,
        capabilities: PlatformCapabilities, clock: any Clock<Duration>, settleTimeout: Duration
    ) -> Self {
        .value(
            state,
            RouteListOptions(
                capabilities: capabilities, clock: clock, settleTimeout: settleTimeout,
                onDismiss: nil))
    }
}
