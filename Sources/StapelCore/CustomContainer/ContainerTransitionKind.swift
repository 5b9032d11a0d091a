/// What kind of transition a screen of the custom container moves with: none, the platform's
/// push, or one the app chose. The SwiftUI layer's `StackTransition` carries one.
///
/// ```swift
/// ContainerTransitionKind.none.animation(Animation.easeInOut)  // nil: nothing animates
/// ContainerTransitionKind.platformSlide.parallax               // 0.3
/// ```
package enum ContainerTransitionKind: Hashable, Sendable {
    /// Screens appear and go at once.
    case none
    /// The platform's push: the new screen slides in from the trailing edge over the old one,
    /// which moves a little toward the leading edge.
    case platformSlide
    /// A transition the app chose.
    case custom

    /// The animation of a change drawn with this kind of transition: the easing, or `nil` for
    /// ``none``.
    /// - Parameter easing: The container's easing.
    /// - Returns: The animation to use, if any.
    package func animation<Easing>(_ easing: Easing) -> Easing? {
        self == .none ? nil : easing
    }

    /// The animation of a change of a layer whose top screen came in with `drawn` before the
    /// change and with `top` after it: the easing, unless neither moves.
    ///
    /// A push animates as the pushed screen's transition does; a pop as the popped one's, so
    /// that it plays the reverse of its push.
    /// - Parameters:
    ///   - easing: The container's easing.
    ///   - drawn: The kind of the top screen as last drawn.
    ///   - top: The kind of the top screen now.
    /// - Returns: The animation to use, if any.
    package static func animation<Easing>(
        _ easing: Easing, from drawn: ContainerTransitionKind, to top: ContainerTransitionKind
    ) -> Easing? {
        drawn == .none && top == .none ? nil : easing
    }

    /// How far a covered screen moves toward the leading edge, as a share of the width, while
    /// the screen above it comes in with this kind of transition.
    package var parallax: Double {
        self == .platformSlide ? 0.3 : 0
    }
}
