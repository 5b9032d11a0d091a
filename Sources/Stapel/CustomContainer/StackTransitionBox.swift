#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Carries a ``StackTransition`` on a route through the core, which holds it as a `Sendable`
/// payload of the route's entry.
typealias StackTransitionBox = MainActorBox<StackTransition>
