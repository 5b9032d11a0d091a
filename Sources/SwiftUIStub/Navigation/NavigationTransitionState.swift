#if !canImport(SwiftUI)
    /// A navigation stack's running transition: which screens are drawn while it runs, and
    /// what the user's pop writes back when it ends.
    struct NavigationTransitionState {
        /// The screens drawn during the transition: the old top and the new top.
        let visible: Set<ChildKey>
        /// The screens shown before it started, to go back to when a swipe is cancelled.
        let previous: [NavigationEntry]
        let byUser: Bool
        /// The finger's progress, for an interactive swipe; `nil` otherwise.
        var interactiveProgress: Double?
    }
#endif
