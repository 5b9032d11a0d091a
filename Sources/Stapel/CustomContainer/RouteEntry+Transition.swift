@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension RouteEntry {
    /// The transition the custom container draws this route with: the one its push chose, or
    /// the container's.
    func transition(default container: StackTransition) -> StackTransition {
        (transitionOverride as? StackTransitionBox)?.value ?? container
    }
}
