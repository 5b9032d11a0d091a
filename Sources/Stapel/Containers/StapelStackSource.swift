#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Where a `StapelStack`'s routes come from: a `Stack` object, or a route list the app holds
/// as a value.
enum StapelStackSource<Screen> {
    case stack(Stack<Screen>)
    case routes(Binding<[Route<Screen>]>, RouteListOptions<Screen>)
}
