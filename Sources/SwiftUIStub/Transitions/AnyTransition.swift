#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public struct AnyTransition`, with
    // `@available(*, unavailable) extension AnyTransition : Swift.Sendable`.
    /// How a view comes in when it is inserted and goes when it is removed, in an animated
    /// change.
    ///
    /// The host runs a transition of a `ZStack`'s child for the duration of the change's
    /// animation and records it in `ViewHost.transitions` as `.custom`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct AnyTransition {
        @usableFromInline let effect: TransitionEffect

        init(_ effect: TransitionEffect) {
            self.effect = effect
        }
    }

    @available(*, unavailable)
    extension AnyTransition: Sendable {}
#endif
