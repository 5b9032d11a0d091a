/// The interactive swipe back of Stapel's custom container, as plain logic: whether a drag is a
/// swipe back, how far it has come, and whether the pop completes when the finger lifts.
///
/// The SwiftUI layer feeds it the drag gesture's values and draws its ``progress(on:)``; the
/// decisions are made here. A swipe back:
/// - starts only where the layer has a route on top of its root and the top screen has not
///   opted out, within ``edgeWidth`` points of the leading edge, with a first movement toward
///   the trailing edge that is more across than up or down;
/// - follows the finger, from 0 (where it started) to 1 (the whole width);
/// - on release completes when the finger flicks toward the trailing edge at
///   ``flickVelocity`` or faster, or when it has come ``completionProgress`` of the way or more
///   and is not flicking back; otherwise it springs back;
/// - is interrupted when the layer changes under it (another path, or the top screen opts out):
///   the screen springs back and the rest of that drag is ignored;
/// - ends when the drag does, however it ends: a release decides as above, and a drag the
///   system cancels (an incoming call, a system gesture) springs back. Either way the gesture is
///   idle again, and the next drag starts afresh.
///
/// In a right-to-left layout the leading edge is on the right and the swipe goes leftward.
///
/// ```swift
/// var swipe = SwipeBackGesture()
/// let path = layer.path
/// swipe.drag(SwipeBackGesture.Sample(startX: 4, translationX: 120, width: 390), path: path)
/// swipe.progress(on: path)  // 0.31
/// swipe.end(SwipeBackGesture.Sample(startX: 4, translationX: 240, width: 390), path: path) {
///     stack.reportPath($0, ofLayerStartedBy: layer.rootID)
/// }
/// ```
package struct SwipeBackGesture: Equatable, Sendable {
    /// Where a drag is.
    package enum Phase: Equatable, Sendable {
        /// No drag is under way.
        case idle
        /// A swipe back of the layer whose path was `path` when it began; `progress` runs from 0
        /// to 1.
        case tracking(path: [RouteID], progress: Double)
        /// A drag that is not a swipe back, or one that was interrupted: ignored until it ends.
        case ignored
    }

    /// What the release of a swipe back did.
    package enum Outcome: Equatable, Sendable {
        /// The top screen goes: the path without it was reported.
        case completed
        /// The top screen springs back.
        case cancelled
    }

    /// How far from the leading edge, in points, a swipe back may start.
    package static let edgeWidth = 20.0
    /// The share of the width past which a release completes the swipe.
    package static let completionProgress = 0.5
    /// The speed, in points per second, of a flick that decides the release by itself.
    package static let flickVelocity = 300.0

    /// Where the current drag is.
    package private(set) var phase: Phase = .idle

    /// Creates a gesture with no drag under way.
    package init() {}

    /// The progress of a swipe back of the layer with this path, or `nil` when none is under way
    /// for it.
    /// - Parameter path: The layer's path now.
    /// - Returns: A value from 0 to 1.
    package func progress(on path: [RouteID]) -> Double? {
        guard case .tracking(let tracked, let progress) = phase, tracked == path else { return nil }
        return progress
    }

    /// The finger moved. The first move of a drag decides whether it is a swipe back; later moves
    /// update its progress.
    /// - Parameters:
    ///   - sample: Where the finger is.
    ///   - path: The layer's path now.
    ///   - isAllowed: Whether the top screen may be swiped away: the layer has a route on top of
    ///     its root, and the screen has not opted out.
    package mutating func drag(_ sample: Sample, path: [RouteID], isAllowed: Bool = true) {
        switch phase {
        case .idle:
            phase =
                Self.begins(sample, path: path, isAllowed: isAllowed)
                ? .tracking(path: path, progress: sample.progress) : .ignored
        case .tracking(let tracked, _):
            phase =
                tracked == path && isAllowed
                ? .tracking(path: tracked, progress: sample.progress) : .ignored
        case .ignored:
            break
        }
    }

    /// The finger lifted: decides whether the swipe completes, and reports the path it leaves
    /// when it does. The next drag starts afresh.
    /// - Parameters:
    ///   - sample: Where the finger lifted, with its velocity.
    ///   - path: The layer's path now.
    ///   - report: Receives the path without the top route, when the swipe completes.
    /// - Returns: What the release did, or `nil` when the drag was not a swipe back.
    @discardableResult
    package mutating func end(
        _ sample: Sample, path: [RouteID], report: ([RouteID]) -> Void = { _ in }
    ) -> Outcome? {
        defer { phase = .idle }
        guard case .tracking(let tracked, _) = phase else { return nil }
        guard tracked == path,
            Self.completes(progress: sample.progress, velocity: sample.forwardVelocity)
        else { return .cancelled }
        report(Array(tracked.dropLast()))
        return .completed
    }

    /// The layer changed while a drag may be under way: a swipe back whose path is no longer the
    /// layer's, or whose top screen has since opted out, is interrupted. The screen springs back
    /// and the rest of the drag is ignored.
    /// - Parameters:
    ///   - path: The layer's path now.
    ///   - allowsSwipe: Whether the top screen may be swiped away now.
    package mutating func layerChanged(path: [RouteID], allowsSwipe: Bool) {
        guard case .tracking(let tracked, _) = phase, tracked != path || !allowsSwipe else {
            return
        }
        phase = .ignored
    }

    /// The system cancelled the drag: the finger is gone, and no release will come. A swipe back
    /// under way springs back; the gesture is idle again.
    /// - Returns: ``Outcome/cancelled`` when a swipe back was under way, else `nil`.
    @discardableResult
    package mutating func cancel() -> Outcome? {
        defer { phase = .idle }
        guard case .tracking = phase else { return nil }
        return .cancelled
    }

    /// The drag gesture became active or stopped being so. SwiftUI resets a gesture's state
    /// when its drag ends, whether the finger lifted or the system cancelled it, so this is
    /// where a drag that ended without a release is noticed: it is cancelled. After a release
    /// the gesture is already idle, and nothing changes.
    /// - Parameter isActive: Whether the drag gesture is under way.
    /// - Returns: ``Outcome/cancelled`` when a swipe back under way ended without a release.
    @discardableResult
    package mutating func dragGestureChanged(isActive: Bool) -> Outcome? {
        isActive ? nil : cancel()
    }

    /// Whether a release at this progress and speed completes the swipe.
    ///
    /// More progress or more speed toward the trailing edge never turns a completion into a
    /// cancellation.
    /// - Parameters:
    ///   - progress: How far the swipe has come, from 0 to 1.
    ///   - velocity: The finger's speed toward the trailing edge, in points per second.
    /// - Returns: `true` when the top screen goes.
    package static func completes(progress: Double, velocity: Double) -> Bool {
        velocity >= flickVelocity || (progress >= completionProgress && velocity > -flickVelocity)
    }

    private static func begins(_ sample: Sample, path: [RouteID], isAllowed: Bool) -> Bool {
        isAllowed && !path.isEmpty && sample.width > 0
            && sample.startFromLeadingEdge <= edgeWidth
            && sample.forwardTranslation > abs(sample.translationY)
    }
}
