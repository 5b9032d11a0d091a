#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `public struct AnimationCompletionCriteria : Swift.Hashable,
    // Swift.Sendable`.
    /// When an animation counts as complete.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct AnimationCompletionCriteria: Hashable, Sendable {
        private let removed: Bool

        /// The animation is complete when it has logically reached its end value.
        public static let logicallyComplete = AnimationCompletionCriteria(removed: false)

        /// The animation is complete when it has been removed and no longer changes anything.
        public static let removed = AnimationCompletionCriteria(removed: true)
    }
#endif
