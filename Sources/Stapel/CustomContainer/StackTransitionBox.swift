#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Carries a ``StackTransition`` on a route through the core, which holds it as a `Sendable`
/// payload of the route's entry; a main-actor class is one, whatever it holds.
@MainActor
final class StackTransitionBox: Sendable {
    let transition: StackTransition

    init(_ transition: StackTransition) {
        self.transition = transition
    }
}
