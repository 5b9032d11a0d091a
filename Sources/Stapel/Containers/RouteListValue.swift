#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// A route list compared by the core's rule for the same routes, so that `onChange` can watch
/// it.
struct RouteListValue<Screen>: Equatable {
    let routes: [Route<Screen>]

    static func == (lhs: RouteListValue, rhs: RouteListValue) -> Bool {
        Route.areSame(lhs.routes, rhs.routes)
    }
}
