#if !canImport(SwiftUI)
    /// A scene the host runs itself, such as a `WindowGroup`: the window groups it declares.
    @MainActor
    protocol HostSceneSource {
        func windowGroups() -> [HostWindowGroup]
    }

    /// A group of windows an app declares, as the host runs it: each window the group opens is
    /// a ``ViewHost`` of the group's content.
    @MainActor
    struct HostWindowGroup {
        /// The group's identifier, for `openWindow(id:)`.
        let id: String?
        /// The conditions of `handlesExternalEvents(matching:)` on the group, if any.
        var matching: Set<String>?
        /// Makes the content of a new window.
        let makeContent: () -> any View

        /// The window groups of a scene: its own if the host runs it, its body's otherwise.
        static func groups(of scene: any Scene) -> [HostWindowGroup] {
            if let source = scene as? any HostSceneSource { return source.windowGroups() }
            return groups(of: scene.body)
        }
    }
#endif
