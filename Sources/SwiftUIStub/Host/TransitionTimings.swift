#if !canImport(SwiftUI)
    /// How long the host's navigation transitions take on its clock, modelled on UIKit's
    /// defaults.
    ///
    /// ```swift
    /// var timings = TransitionTimings()
    /// timings.push = .milliseconds(500)
    /// let host = ViewHost(AppView(), timings: timings)
    /// ```
    public struct TransitionTimings: Sendable, Equatable {
        /// A push or a pop in a navigation stack (UINavigationController: about 0.35 s).
        public var push: Duration = .milliseconds(350)
        /// A sheet or cover sliding in (UIKit's modal presentation: about 0.5 s).
        public var present: Duration = .milliseconds(500)
        /// A sheet or cover sliding out.
        public var dismiss: Duration = .milliseconds(500)
        /// A split view rearranging its columns when the size class changes (a rotation, a
        /// window resized).
        public var sizeClassChange: Duration = .milliseconds(300)
        /// A sheet moving to another detent, after the user let go or the app chose one.
        public var detent: Duration = .milliseconds(300)

        /// The default timings.
        public init() {}
    }
#endif
