#if !canImport(SwiftUI)
    @available(iOS 14.0, macOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    extension View {
        // SwiftUI, iOS 18.0 interface: `nonisolated public func handlesExternalEvents(preferring:
        // Swift.Set<Swift.String>, allowing: Swift.Set<Swift.String>) -> some SwiftUICore.View`,
        // iOS 14.0.
        /// Sets the links and activities this view's window takes while it is open: those it
        /// prefers over other windows, and those it can take.
        nonisolated public func handlesExternalEvents(
            preferring: Set<String>, allowing: Set<String>
        ) -> some View {
            attributed(.handlesExternalEvents(preferring: preferring, allowing: allowing))
        }
    }
#endif
