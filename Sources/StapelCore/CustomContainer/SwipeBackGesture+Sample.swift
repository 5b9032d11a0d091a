extension SwipeBackGesture {
    /// One reading of the finger, in the container's own coordinates: points, x growing to the
    /// right whatever the layout direction.
    ///
    /// ```swift
    /// let sample = SwipeBackGesture.Sample(
    ///     startX: 390, translationX: -100, width: 390, isRightToLeft: true)
    /// sample.progress  // 0.26
    /// ```
    package struct Sample: Equatable, Sendable {
        /// Where the finger went down.
        package var startX: Double
        /// How far the finger has moved across since it went down.
        package var translationX: Double
        /// How far the finger has moved up or down since it went down.
        package var translationY: Double
        /// The finger's horizontal speed, in points per second; used on release.
        package var velocityX: Double
        /// The container's width.
        package var width: Double
        /// Whether the layout runs right to left, so that the leading edge is on the right.
        package var isRightToLeft: Bool

        /// Creates a reading.
        /// - Parameters:
        ///   - startX: Where the finger went down.
        ///   - translationX: How far it has moved across.
        ///   - translationY: How far it has moved up or down.
        ///   - velocityX: Its horizontal speed, in points per second.
        ///   - width: The container's width.
        ///   - isRightToLeft: Whether the layout runs right to left.
        package init(
            startX: Double, translationX: Double, translationY: Double = 0,
            velocityX: Double = 0, width: Double, isRightToLeft: Bool = false
        ) {
            self.startX = startX
            self.translationX = translationX
            self.translationY = translationY
            self.velocityX = velocityX
            self.width = width
            self.isRightToLeft = isRightToLeft
        }

        /// How far from the leading edge the finger went down.
        var startFromLeadingEdge: Double { isRightToLeft ? width - startX : startX }

        /// How far the finger has moved toward the trailing edge.
        var forwardTranslation: Double { isRightToLeft ? -translationX : translationX }

        /// The finger's speed toward the trailing edge.
        var forwardVelocity: Double { isRightToLeft ? -velocityX : velocityX }

        /// How far the swipe has come: the movement toward the trailing edge as a share of the
        /// width, from 0 to 1.
        package var progress: Double {
            guard width > 0, !forwardTranslation.isNaN else { return 0 }
            return min(max(forwardTranslation / width, 0), 1)
        }
    }
}
