#if !canImport(SwiftUI)
    extension View {
        // SwiftUI, iOS 18.0 interface: `@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0,
        // visionOS 2.0, *) nonisolated public func navigationTransition(_ style: some
        // SwiftUI.NavigationTransition) -> some SwiftUICore.View`.
        /// Sets how this view comes in when it is pushed or presented, and goes.
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        nonisolated public func navigationTransition(_ style: some NavigationTransition)
            -> some View
        {
            attributed(.navigationTransition(zoom: style as? ZoomNavigationTransition))
        }

        // SwiftUI, iOS 18.0 interface: `@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0,
        // visionOS 2.0, *) nonisolated public func matchedTransitionSource(id: some
        // Swift.Hashable, in namespace: SwiftUICore.Namespace.ID) -> some SwiftUICore.View`. The
        // overload with a `configuration:` closure is left out: nothing uses it.
        /// Marks this view as the source a zoom transition with the same identifier and
        /// namespace starts from and returns to.
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        nonisolated public func matchedTransitionSource(
            id: some Hashable, in namespace: Namespace.ID
        ) -> some View {
            attributed(.matchedTransitionSource(AnyHashable(id), namespace))
        }
    }
#endif
