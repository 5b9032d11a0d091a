#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// How a `StapelStack($routes)` makes the stack that draws the value.
struct RouteListOptions<Screen> {
    let capabilities: PlatformCapabilities
    let clock: any Clock<Duration>
    let settleTimeout: Duration
    let onDismiss: (@MainActor (RouteDismissal<Screen>) -> Void)?
}
