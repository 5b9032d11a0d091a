#if !canImport(SwiftUI)
    /// One environment value a view read: how to read it again, and what it was.
    @MainActor
    struct EnvironmentRead {
        let read: (EnvironmentValues) -> Any
        let value: Any

        /// Whether the value is provably the same in a new environment.
        func matches(_ environment: EnvironmentValues) -> Bool {
            ValueComparison.isProvablyEqual(opening: read(environment), value)
        }
    }
#endif
