#if !canImport(SwiftUI)
    /// One transition the host ran: a push, pop, presentation or dismissal, when it started,
    /// how long it took, and whether it was animated.
    ///
    /// ```swift
    /// #expect(host.transitions.map(\.kind) == [.push, .present])
    /// ```
    public struct HostTransition: Sendable, Equatable, CustomStringConvertible {
        /// What moved.
        public enum Kind: String, Sendable, Equatable {
            /// Screens were added to a navigation stack.
            case push
            /// Screens were removed from a navigation stack.
            case pop
            /// A navigation stack's screens were replaced, some removed and some added.
            case replace
            /// A sheet or cover came in.
            case present
            /// Sheets or covers went away.
            case dismiss
            /// A view of a custom container moved in or out with a transition.
            case custom
            /// A split view collapsed to one stack, the width having become compact.
            case collapse
            /// A split view expanded to its columns, the width having become regular.
            case expand
            /// A sheet moved to another of its detents.
            case detent
        }

        /// What moved.
        public let kind: Kind
        /// When it started, on the host's clock.
        public let start: Duration
        /// How long it lasted; zero when not animated.
        public let duration: Duration
        /// Whether it was animated.
        public var animated: Bool { duration > .zero }
        /// Whether the user started it (the back button, a swipe, a long press).
        public let byUser: Bool
        /// For a `.custom` transition: the side that ran and its effect, such as
        /// `insertion scale` or `removal move(edge: .trailing)`.
        public internal(set) var effect: String? = nil
        /// For a `.custom` transition: the animation that timed it.
        public internal(set) var animation: Animation? = nil
        /// For a push, pop, presentation or dismissal of a screen with a zoom transition: its
        /// source, and whether it was on screen.
        public internal(set) var zoom: HostZoom? = nil

        /// A one-line description, such as `push at 0.0s (0.35s)`.
        public var description: String {
            "\(kind.rawValue)\(effect.map { " \($0)" } ?? "")\(zoom.map { " \($0)" } ?? "")"
                + "\(byUser ? " by the user" : "")"
                + " at \(start) (\(duration))"
        }
    }
#endif
