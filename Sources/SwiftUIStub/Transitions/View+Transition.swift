#if !canImport(SwiftUI)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension View {
        // SwiftUICore, iOS 18.0 interface: `@_disfavoredOverload nonisolated public func
        // transition(_ t: SwiftUICore.AnyTransition) -> some SwiftUICore.View`.
        /// Sets how the view comes in and goes when it is inserted or removed in an animated
        /// change.
        @_disfavoredOverload
        nonisolated public func transition(_ t: AnyTransition) -> some View {
            modifier(TransitionModifier(transition: t))
        }
    }
#endif
