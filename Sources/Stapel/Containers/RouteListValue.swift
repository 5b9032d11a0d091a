#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// A route list compared by the container's equality, so that `onChange` can watch it.
struct RouteListValue<Screen>: Equatable {
    let routes: [Route<Screen>]
    let isEqual: ([Route<Screen>], [Route<Screen>]) -> Bool

    static func == (lhs: RouteListValue, rhs: RouteListValue) -> Bool {
        lhs.isEqual(lhs.routes, rhs.routes)
    }
}
