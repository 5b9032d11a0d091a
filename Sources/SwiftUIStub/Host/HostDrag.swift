#if !canImport(SwiftUI)
    import Foundation

    /// A finger on the screen of a `ViewHost`, dragging over the topmost view with a drag
    /// gesture.
    ///
    /// Moves report to the gesture's `updating` and `onChanged` actions once the finger has
    /// moved its minimum distance; lifting the finger reports to `onEnded` with the velocity
    /// given, then resets the gesture's `GestureState` values. A gesture follows one finger: a
    /// second `beginDrag` on a view whose gesture a finger holds does not reach that gesture.
    /// Each event runs an update, as a touch does in SwiftUI.
    ///
    /// ```swift
    /// let drag = try host.beginDrag(at: CGPoint(x: 5, y: 400))
    /// drag.move(to: CGPoint(x: 120, y: 400))
    /// #expect(try host.find(text: "Details").offset.width == 115)
    /// drag.end(velocity: CGSize(width: 900, height: 0))
    /// await host.settle()
    /// ```
    @MainActor
    public final class HostDrag {
        /// Where the finger went down.
        public let startLocation: CGPoint
        /// Where the finger is.
        public private(set) var location: CGPoint
        /// Whether the finger has lifted or the drag was cancelled.
        public private(set) var isFinished = false

        private let host: ViewHost
        private let targets: [DragTarget]

        init(host: ViewHost, targets: [DragTarget], at location: CGPoint) {
            self.host = host
            self.targets = targets
            self.startLocation = location
            self.location = location
            for target in targets { target.hold() }
        }

        /// Whether a gesture recognized the drag: the finger moved at least its minimum
        /// distance.
        public var isRecognized: Bool { targets.contains(where: \.isRecognized) }

        /// Moves the finger.
        /// - Parameters:
        ///   - location: Where the finger is now.
        ///   - velocity: Its speed, in points per second, which sets the predicted end.
        public func move(to location: CGPoint, velocity: CGSize = .zero) {
            guard !isFinished else { return }
            self.location = location
            let value = self.value(velocity: velocity)
            for target in targets {
                target.move(
                    value, distance: hypot(value.translation.width, value.translation.height))
            }
            host.update()
        }

        /// Lifts the finger: the gestures that recognized the drag end.
        /// - Parameter velocity: The finger's speed, in points per second, as it lifts.
        public func end(velocity: CGSize = .zero) {
            guard !isFinished else { return }
            isFinished = true
            let value = self.value(velocity: velocity)
            for target in targets { target.end(value) }
            host.update()
        }

        /// The system cancels the drag, as for an incoming call: as in SwiftUI, `onEnded` does
        /// not run, and the gestures' `GestureState` values go back to their initial values.
        public func cancel() {
            guard !isFinished else { return }
            isFinished = true
            for target in targets { target.cancel() }
            host.update()
        }

        private func value(velocity: CGSize) -> DragGesture.Value {
            let seconds = host.clock.now.offset.components
            return DragGesture.Value(
                time: Date(
                    timeIntervalSinceReferenceDate: Double(seconds.seconds)
                        + Double(seconds.attoseconds) / 1e18),
                location: location, startLocation: startLocation,
                predicted: CGPoint(
                    x: location.x + velocity.width / 4, y: location.y + velocity.height / 4))
        }
    }
#endif
