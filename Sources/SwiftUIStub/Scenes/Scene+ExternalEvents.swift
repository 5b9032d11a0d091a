#if !canImport(SwiftUI)
    @available(iOS 14.0, macOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    extension Scene {
        // SwiftUI, iOS 18.0 interface: `nonisolated public func handlesExternalEvents(matching
        // conditions: Swift.Set<Swift.String>) -> some SwiftUI.Scene`, iOS 14.0.
        /// Sets the links and activities for which the system opens a new window of this scene,
        /// when no open window prefers or allows them.
        nonisolated public func handlesExternalEvents(matching conditions: Set<String>)
            -> some Scene
        {
            ExternalEventsScene(content: self, conditions: conditions)
        }
    }

    /// A scene whose window groups open a new window for the links that match its conditions.
    struct ExternalEventsScene<Content: Scene>: Scene, HostSceneSource {
        typealias Body = Never
        nonisolated(unsafe) let content: Content
        nonisolated let conditions: Set<String>

        func windowGroups() -> [HostWindowGroup] {
            HostWindowGroup.groups(of: content).map { group in
                var group = group
                group.matching = conditions
                return group
            }
        }
    }
#endif
