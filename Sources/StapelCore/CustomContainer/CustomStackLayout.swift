/// Places the screens of one layer of Stapel's custom container: the root and the routes
/// pushed on it, drawn in one stack with every screen kept alive.
///
/// - The top screen shows and is interactive; during a swipe back it follows the finger.
/// - During a swipe back the screen below it shows too, without touches or accessibility, and
///   slides in from its parallax position when the top screen came in with the platform slide.
/// - Every other screen is hidden (opacity 0), without touches or accessibility, and keeps its
///   state. It waits at its parallax position, so that a pop slides it back in.
///
/// ```swift
/// let below = CustomStackLayout.placement(
///     ofScreenAt: 0, count: 2, topTransition: .platformSlide, swipeProgress: 0.5, width: 400)
/// below.offset   // -60: half-way back from -120
/// below.opacity  // 1
/// ```
package enum CustomStackLayout {
    /// The placement of the screen at `index` (0 is the root) of a layer with `count` screens.
    /// - Parameters:
    ///   - index: The screen's position, 0 for the root.
    ///   - count: The number of screens: the root and the routes pushed on it.
    ///   - topTransition: The kind of transition the top screen came in with.
    ///   - swipeProgress: The progress of the swipe back under way, or `nil`.
    ///   - width: The container's width in points.
    ///   - isRightToLeft: Whether the layout runs right to left.
    /// - Returns: Where to draw the screen.
    package static func placement(
        ofScreenAt index: Int,
        count: Int,
        topTransition: ContainerTransitionKind,
        swipeProgress: Double?,
        width: Double,
        isRightToLeft: Bool = false
    ) -> ScreenPlacement {
        let trailing = isRightToLeft ? -1.0 : 1.0
        let width = max(width, 0)
        let progress = swipeProgress.map { min(max($0, 0), 1) }
        let parallax = topTransition.parallax * width
        if index >= count - 1 {
            return ScreenPlacement(
                offset: trailing * (progress ?? 0) * width, opacity: 1,
                isInteractive: progress == nil, zIndex: Double(index))
        }
        if index == count - 2, let progress {
            return ScreenPlacement(
                offset: -trailing * parallax * (1 - progress), opacity: 1, isInteractive: false,
                zIndex: Double(index))
        }
        return ScreenPlacement(
            offset: -trailing * parallax, opacity: 0, isInteractive: false, zIndex: Double(index))
    }
}
