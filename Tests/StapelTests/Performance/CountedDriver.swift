#if !canImport(SwiftUI)
    import Stapel

    /// Drives one container in a headless host through the counted actions.
    @MainActor
    protocol CountedDriver {
        /// The host that runs the container.
        var host: ViewHost { get }

        /// Performs an action the way an app does; `false` when the container has no form of it.
        func perform(_ action: CountedAction) throws -> Bool
    }
#endif
