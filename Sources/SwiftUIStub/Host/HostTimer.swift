#if !canImport(SwiftUI)
    /// An action the host runs when its clock reaches a deadline: the end of a transition.
    struct HostTimer {
        let deadline: HostClock.Instant
        let action: () -> Void
    }
#endif
