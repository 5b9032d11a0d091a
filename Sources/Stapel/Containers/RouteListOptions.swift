#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// How a `StapelStack($routes)` makes the stack that draws the value.
struct RouteListOptions<Screen> {
    let isEqual: ([Route<Screen>], [Route<Screen>]) -> Bool
    let capabilities: PlatformCapabilities
    let clock: any Clock<Duration>
}
