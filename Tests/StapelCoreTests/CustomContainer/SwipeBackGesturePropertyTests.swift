import PropertyBased
import StapelCore
import Testing

/// One thing that can happen to a drag, for the property tests.
enum SwipeEvent: Equatable {
    case drag(SwipeBackGesture.Sample, pathChanged: Bool, isAllowed: Bool)
    case end(SwipeBackGesture.Sample, pathChanged: Bool)
    /// The layer changed under the drag without a move: a push, or the top screen's opt-out.
    case layerChanged(pathChanged: Bool, isAllowed: Bool)
    /// The system cancelled the drag: no release comes.
    case cancel

    /// Builds an event from random numbers.
    static func make(
        kind: Int, start: Double, dx: Double, dy: Double, velocity: Double, width: Double,
        rtl: Bool, flags: Int
    ) -> SwipeEvent {
        let sample = SwipeBackGesture.Sample(
            startX: start, translationX: dx, translationY: dy, velocityX: velocity, width: width,
            isRightToLeft: rtl)
        switch kind % 9 {
        case 0...4: return .drag(sample, pathChanged: flags % 7 == 0, isAllowed: flags % 5 != 0)
        case 5, 6: return .end(sample, pathChanged: flags % 7 == 0)
        case 7: return .layerChanged(pathChanged: flags % 2 == 0, isAllowed: flags % 3 != 0)
        default: return .cancel
        }
    }

    /// The same event in the mirrored layout direction.
    var mirrored: SwipeEvent {
        func mirror(_ sample: SwipeBackGesture.Sample) -> SwipeBackGesture.Sample {
            SwipeBackGesture.Sample(
                startX: sample.width - sample.startX, translationX: -sample.translationX,
                translationY: sample.translationY, velocityX: -sample.velocityX,
                width: sample.width, isRightToLeft: !sample.isRightToLeft)
        }
        switch self {
        case .drag(let sample, let changed, let allowed):
            return .drag(mirror(sample), pathChanged: changed, isAllowed: allowed)
        case .end(let sample, let changed): return .end(mirror(sample), pathChanged: changed)
        case .layerChanged, .cancel: return self
        }
    }
}

/// Runs events through a gesture as the container would, and records what it reported.
struct SwipeRun {
    var swipe = SwipeBackGesture()
    var path = [RouteID.unique(), RouteID.unique(), RouteID.unique()]
    var reports: [[RouteID]] = []
    var outcomes: [SwipeBackGesture.Outcome?] = []
    var progresses: [Double?] = []

    /// Applies an event; a change of the path pushes `freshID`.
    mutating func apply(_ event: SwipeEvent, freshID: RouteID = .unique()) {
        switch event {
        case .drag(let sample, let changed, let allowed):
            if changed { path.append(freshID) }
            swipe.drag(sample, path: path, isAllowed: allowed)
        case .end(let sample, let changed):
            if changed { path.append(freshID) }
            let before = swipe.phase
            let outcome = swipe.end(sample, path: path) { reports.append($0) }
            outcomes.append(outcome)
            if case .tracking(let tracked, _) = before, outcome == .completed {
                // Completion reports the path it began on, without its top.
                #expect(reports.last == Array(tracked.dropLast()))
                #expect(tracked == path)
            }
        case .layerChanged(let changed, let allowed):
            if changed { path.append(freshID) }
            swipe.layerChanged(path: path, allowsSwipe: allowed)
        case .cancel:
            outcomes.append(swipe.cancel())
        }
        progresses.append(swipe.progress(on: path))
    }
}

@Suite("Swipe back gesture properties")
struct SwipeBackGesturePropertyTests {
    static let events = Gen.int(in: 0...1_000).array(of: 1...12)

    /// Whether an event ends the drag: the finger lifts or the system cancels it.
    static func endsTheDrag(_ event: SwipeEvent) -> Bool {
        switch event {
        case .end, .cancel: true
        case .drag, .layerChanged: false
        }
    }

    static func events(
        _ kinds: [Int], start: Double, dx: Double, dy: Double, velocity: Double, width: Double,
        rtl: Bool
    ) -> [SwipeEvent] {
        kinds.enumerated().map { index, kind in
            let step = Double(index + 1) / Double(kinds.count)
            return SwipeEvent.make(
                kind: kind, start: start, dx: dx * step, dy: dy * step, velocity: velocity,
                width: width, rtl: rtl, flags: kind / 8)
        }
    }

    /// Any sequence of begins, moves, layer changes, releases and system cancels: progress stays
    /// between 0 and 1, and each drag ends with the gesture idle and the screen either popped
    /// (one report of the path without its top) or back in place (no report, no progress left
    /// on screen).
    @Test func everyDragEndsIdleWithTheScreenPoppedOrBackInPlace() async {
        await propertyCheck(
            count: 1_000,
            input: Self.events, Gen.double(in: -50...450), Gen.double(in: -900...900),
            Gen.double(in: -300...300), Gen.double(in: -3_000...3_000), Gen.double(in: 0...800),
            Gen.bool
        ) { kinds, start, dx, dy, velocity, width, rtl in
            var run = SwipeRun()
            for event in Self.events(
                kinds, start: start, dx: dx, dy: dy, velocity: velocity, width: width, rtl: rtl)
            {
                let reportsBefore = run.reports.count
                let tracking = run.swipe.progress(on: run.path) != nil
                run.apply(event)
                guard Self.endsTheDrag(event) else { continue }
                #expect(run.swipe.phase == .idle)
                #expect(run.progresses.last == .some(nil))
                if run.outcomes.last == .some(.completed) {
                    #expect(tracking)
                    #expect(run.reports.count == reportsBefore + 1)
                } else {
                    #expect(run.reports.count == reportsBefore)
                }
            }
            for progress in run.progresses.compactMap({ $0 }) {
                #expect(progress >= 0 && progress <= 1)
            }
            // One report at most per completed release, never more.
            #expect(run.reports.count == run.outcomes.filter { $0 == .completed }.count)
            // Whatever came before, a fresh swipe from the edge is tracked again.
            run.apply(.cancel)
            let fresh = SwipeBackGesture.Sample(startX: 2, translationX: 40, width: 400)
            run.apply(.drag(fresh, pathChanged: false, isAllowed: true))
            #expect(run.progresses.last == .some(0.1))
        }
    }

    @Test func aSwipeNeverStartsWhereItMayNot() async {
        await propertyCheck(
            count: 500,
            input: Gen.double(in: -50...450), Gen.double(in: -900...900),
            Gen.double(in: -300...300), Gen.double(in: 1...800), Gen.bool, Gen.int(in: 0...3)
        ) { start, dx, dy, width, rtl, reason in
            let sample = SwipeBackGesture.Sample(
                startX: start, translationX: dx, translationY: dy, width: width, isRightToLeft: rtl)
            var swipe = SwipeBackGesture()
            let path = reason == 0 ? [] : [RouteID.unique()]
            swipe.drag(sample, path: path, isAllowed: reason != 1)
            let fromEdge = rtl ? width - start : start
            let forward = rtl ? -dx : dx
            let shouldTrack =
                reason >= 2 && fromEdge <= SwipeBackGesture.edgeWidth && forward > abs(dy)
            #expect((swipe.progress(on: path) != nil) == shouldTrack)
        }
    }

    @Test func moreDistanceOrSpeedNeverTurnsACompletionIntoASpringBack() async {
        await propertyCheck(
            count: 1_000,
            input: Gen.double(in: 0...1), Gen.double(in: -2_000...2_000),
            Gen.double(in: 0...1), Gen.double(in: 0...2_000)
        ) { progress, velocity, moreProgress, moreVelocity in
            let later = min(progress + moreProgress, 1)
            if SwipeBackGesture.completes(progress: progress, velocity: velocity) {
                #expect(SwipeBackGesture.completes(progress: later, velocity: velocity))
                #expect(
                    SwipeBackGesture.completes(
                        progress: progress, velocity: velocity + moreVelocity))
            }
            // A slow release decides by distance alone.
            if abs(velocity) < SwipeBackGesture.flickVelocity {
                #expect(
                    SwipeBackGesture.completes(progress: progress, velocity: velocity)
                        == (progress >= SwipeBackGesture.completionProgress))
            }
        }
    }

    @Test func rightToLeftMirrorsLeftToRight() async {
        await propertyCheck(
            count: 500,
            input: Self.events, Gen.double(in: -50...450), Gen.double(in: -900...900),
            Gen.double(in: -300...300), Gen.double(in: -3_000...3_000), Gen.double(in: 1...800),
            Gen.bool
        ) { kinds, start, dx, dy, velocity, width, rtl in
            let events = Self.events(
                kinds, start: start, dx: dx, dy: dy, velocity: velocity, width: width, rtl: rtl)
            var run = SwipeRun()
            var mirrored = SwipeRun()
            mirrored.path = run.path
            for event in events {
                let freshID = RouteID.unique()
                run.apply(event, freshID: freshID)
                mirrored.apply(event.mirrored, freshID: freshID)
            }
            #expect(run.outcomes == mirrored.outcomes)
            #expect(run.reports == mirrored.reports)
            #expect(run.progresses.count == mirrored.progresses.count)
            for (left, right) in zip(run.progresses, mirrored.progresses) {
                #expect((left == nil) == (right == nil))
                if let left, let right { #expect(abs(left - right) < 1e-9) }
            }
        }
    }
}
