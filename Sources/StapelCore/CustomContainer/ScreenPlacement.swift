/// Where the custom container draws one screen of a layer: its horizontal offset, whether it
/// shows, whether it receives touches and accessibility focus, and its place in the stack.
///
/// ```swift
/// let placement = CustomStackLayout.placement(
///     ofScreenAt: 1, count: 2, topTransition: .platformSlide, swipeProgress: nil, width: 390)
/// placement.opacity        // 1: the top screen shows
/// placement.isInteractive  // true
/// ```
package struct ScreenPlacement: Equatable, Sendable {
    /// The horizontal offset in points, positive to the right whatever the layout direction.
    package var offset: Double
    /// 1 for a screen that shows, 0 for one kept alive out of sight.
    package var opacity: Double
    /// Whether the screen receives touches and accessibility focus.
    package var isInteractive: Bool
    /// The screen's place in the stack: higher is drawn above, also while it animates out.
    package var zIndex: Double

    /// Whether accessibility skips the screen.
    package var isAccessibilityHidden: Bool { !isInteractive }

    /// Whether the screen is kept alive out of sight.
    package var isHidden: Bool { opacity == 0 }

    /// Creates a placement.
    /// - Parameters:
    ///   - offset: The horizontal offset in points.
    ///   - opacity: 1 to show the screen, 0 to hide it.
    ///   - isInteractive: Whether it receives touches and accessibility focus.
    ///   - zIndex: Its place in the stack.
    package init(offset: Double, opacity: Double, isInteractive: Bool, zIndex: Double) {
        self.offset = offset
        self.opacity = opacity
        self.isInteractive = isInteractive
        self.zIndex = zIndex
    }
}
