@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

extension RouteEntry {
    /// The transition the custom container draws this route with: the one its push chose, a
    /// zoom, or the container's (`containerTransitionSource`).
    func transition(default container: StackTransition) -> StackTransition {
        switch containerTransitionSource {
        case .own: (transitionOverride as? StackTransitionBox)?.value ?? container
        case .zoom: .zoom
        case .container: container
        }
    }
}
