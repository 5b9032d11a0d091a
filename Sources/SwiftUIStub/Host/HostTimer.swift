#if !canImport(SwiftUI)
    /// An action the host runs when its clock reaches a deadline: the end of a transition.
    struct HostTimer {
        let id: Int
        let deadline: HostClock.Instant
        let action: () -> Void
    }
#endif
