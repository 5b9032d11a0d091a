import StapelCore
import Testing

@Suite("Swipe back gesture")
struct SwipeBackGestureTests {
    static let width = 400.0
    let path = [RouteID.unique(), RouteID.unique()]

    func sample(
        start: Double = 5, dx: Double, dy: Double = 0, velocity: Double = 0, rtl: Bool = false
    ) -> SwipeBackGesture.Sample {
        SwipeBackGesture.Sample(
            startX: start, translationX: dx, translationY: dy, velocityX: velocity,
            width: Self.width, isRightToLeft: rtl)
    }

    @Test func aDragFromTheLeadingEdgeFollowsTheFinger() {
        var swipe = SwipeBackGesture()
        swipe.drag(sample(dx: 40), path: path)
        #expect(swipe.progress(on: path) == 0.1)
        swipe.drag(sample(dx: 200), path: path)
        #expect(swipe.progress(on: path) == 0.5)
        swipe.drag(sample(dx: 900), path: path)
        #expect(swipe.progress(on: path) == 1)
        swipe.drag(sample(dx: -50), path: path)
        #expect(swipe.progress(on: path) == 0)
    }

    @Test func theEdgeZoneIncludesItsWidthAndNoMore() {
        // A drag that starts exactly the edge zone's width from the leading edge is a swipe
        // back; half a point further in, it is not. From either edge, by the layout direction.
        let edge = SwipeBackGesture.edgeWidth
        for rtl in [false, true] {
            for (fromEdge, swipes) in [(edge, true), (edge + 0.5, false)] {
                var swipe = SwipeBackGesture()
                let start = rtl ? Self.width - fromEdge : fromEdge
                swipe.drag(sample(start: start, dx: rtl ? -40 : 40, rtl: rtl), path: path)
                #expect(
                    (swipe.progress(on: path) == 0.1) == swipes, "\(fromEdge) points, rtl: \(rtl)")
            }
        }
    }

    @Test func dragsThatAreNotSwipesBackAreIgnoredUntilTheyEnd() {
        // Too far from the edge, backward, more up or down than across (or as much), or no
        // movement yet.
        for (start, dx, dy) in [
            (60.0, 40.0, 0.0), (5, -40, 0), (5, 30, 40), (5, 30, 30), (5, 30, -30), (5, 0, 0),
        ] {
            var swipe = SwipeBackGesture()
            swipe.drag(sample(start: start, dx: dx, dy: dy), path: path)
            #expect(swipe.phase == .ignored)
            swipe.drag(sample(start: start, dx: 300), path: path)
            #expect(swipe.progress(on: path) == nil)
            #expect(swipe.end(sample(dx: 300, velocity: 2_000), path: path) == nil)
            #expect(swipe.phase == .idle)
        }
    }

    @Test func theRootAndOptedOutScreensDoNotSwipe() {
        var onRoot = SwipeBackGesture()
        onRoot.drag(sample(dx: 40), path: [])
        #expect(onRoot.phase == .ignored)
        var optedOut = SwipeBackGesture()
        optedOut.drag(sample(dx: 40), path: path, isAllowed: false)
        #expect(optedOut.phase == .ignored)
    }

    @Test func aReleasePastHalfWayCompletesAndReportsThePathWithoutTheTop() {
        var swipe = SwipeBackGesture()
        swipe.drag(sample(dx: 40), path: path)
        var reported: [[RouteID]] = []
        let outcome = swipe.end(sample(dx: 220), path: path) { reported.append($0) }
        #expect(outcome == .completed)
        #expect(reported == [[path[0]]])
        #expect(swipe.phase == .idle)
    }

    @Test func aShortReleaseSpringsBackUnlessItFlicks() {
        var slow = SwipeBackGesture()
        slow.drag(sample(dx: 40), path: path)
        var reported = 0
        #expect(
            slow.end(sample(dx: 120, velocity: 100), path: path) { _ in reported += 1 }
                == .cancelled)
        var flick = SwipeBackGesture()
        flick.drag(sample(dx: 40), path: path)
        #expect(
            flick.end(sample(dx: 60, velocity: 800), path: path) { _ in reported += 1 }
                == .completed)
        var flickBack = SwipeBackGesture()
        flickBack.drag(sample(dx: 40), path: path)
        #expect(flickBack.end(sample(dx: 300, velocity: -800), path: path) == .cancelled)
        #expect(reported == 1)
    }

    @Test func rightToLeftSwipesFromTheRightEdgeLeftward() {
        var swipe = SwipeBackGesture()
        swipe.drag(sample(start: Self.width - 5, dx: -100, rtl: true), path: path)
        #expect(swipe.progress(on: path) == 0.25)
        #expect(
            swipe.end(sample(start: Self.width - 5, dx: -300, rtl: true), path: path) == .completed)
        var fromLeft = SwipeBackGesture()
        fromLeft.drag(sample(start: 5, dx: 100, rtl: true), path: path)
        #expect(fromLeft.phase == .ignored)
    }

    @Test func aChangeOfThePathCancelsTheSwipe() {
        var moved = SwipeBackGesture()
        moved.drag(sample(dx: 40), path: path)
        moved.drag(sample(dx: 300), path: path + [RouteID.unique()])
        #expect(moved.phase == .ignored)
        var interrupted = SwipeBackGesture()
        interrupted.drag(sample(dx: 300), path: path)
        interrupted.layerChanged(path: path + [RouteID.unique()], allowsSwipe: true)
        #expect(interrupted.phase == .ignored)
        #expect(interrupted.progress(on: path) == nil)
        interrupted.drag(sample(dx: 320), path: path)
        #expect(interrupted.progress(on: path) == nil)
        #expect(interrupted.end(sample(dx: 300), path: path) == nil)
        #expect(interrupted.phase == .idle)
        var stale = SwipeBackGesture()
        stale.drag(sample(dx: 300), path: path)
        #expect(stale.progress(on: [path[0]]) == nil)
        #expect(stale.end(sample(dx: 300), path: [path[0]]) == .cancelled)
        var unchanged = SwipeBackGesture()
        unchanged.drag(sample(dx: 120), path: path)
        unchanged.layerChanged(path: path, allowsSwipe: true)
        #expect(unchanged.progress(on: path) == 0.3)
        var idle = SwipeBackGesture()
        idle.layerChanged(path: [], allowsSwipe: false)
        #expect(idle.phase == .idle)
    }

    @Test func aScreenThatOptsOutMidSwipeSpringsBack() {
        var byMove = SwipeBackGesture()
        byMove.drag(sample(dx: 40), path: path)
        byMove.drag(sample(dx: 200), path: path, isAllowed: false)
        #expect(byMove.phase == .ignored)
        byMove.drag(sample(dx: 260), path: path)
        #expect(byMove.progress(on: path) == nil)
        var reported = 0
        #expect(byMove.end(sample(dx: 300), path: path) { _ in reported += 1 } == nil)
        var atRest = SwipeBackGesture()
        atRest.drag(sample(dx: 200), path: path)
        atRest.layerChanged(path: path, allowsSwipe: false)
        #expect(atRest.progress(on: path) == nil)
        #expect(atRest.end(sample(dx: 300), path: path) { _ in reported += 1 } == nil)
        #expect(reported == 0)
    }

    @Test func aDragTheSystemCancelsSpringsBackAndLeavesTheGestureIdle() {
        var swipe = SwipeBackGesture()
        swipe.drag(sample(dx: 200), path: path)
        #expect(swipe.cancel() == .cancelled)
        #expect(swipe.phase == .idle)
        #expect(swipe.progress(on: path) == nil)
        // The next drag starts afresh and can complete.
        swipe.drag(sample(dx: 40), path: path)
        #expect(swipe.progress(on: path) == 0.1)
        var reported: [[RouteID]] = []
        #expect(swipe.end(sample(dx: 300), path: path) { reported.append($0) } == .completed)
        #expect(reported == [[path[0]]])
        // An interrupted or ignored drag the system cancels is idle again too.
        var interrupted = SwipeBackGesture()
        interrupted.drag(sample(dx: 200), path: path)
        interrupted.layerChanged(path: [path[0]], allowsSwipe: true)
        #expect(interrupted.cancel() == nil)
        #expect(interrupted.phase == .idle)
        interrupted.drag(sample(dx: 40), path: [path[0]])
        #expect(interrupted.progress(on: [path[0]]) == 0.1)
        var idle = SwipeBackGesture()
        #expect(idle.cancel() == nil)
        #expect(idle.phase == .idle)
    }

    @Test func theGestureStateResetEndsADragThatWasNeverReleased() {
        var swipe = SwipeBackGesture()
        #expect(swipe.dragGestureChanged(isActive: true) == nil)
        swipe.drag(sample(dx: 200), path: path)
        #expect(swipe.dragGestureChanged(isActive: true) == nil)
        #expect(swipe.progress(on: path) == 0.5)
        #expect(swipe.dragGestureChanged(isActive: false) == .cancelled)
        #expect(swipe.phase == .idle)
        // After a release the reset that follows changes nothing.
        var released = SwipeBackGesture()
        released.drag(sample(dx: 40), path: path)
        #expect(released.end(sample(dx: 100), path: path) == .cancelled)
        #expect(released.dragGestureChanged(isActive: false) == nil)
        #expect(released.phase == .idle)
    }

    @Test func aZeroWidthOrUnreadableSampleNeverSwipes() {
        var swipe = SwipeBackGesture()
        swipe.drag(
            SwipeBackGesture.Sample(startX: 0, translationX: 10, width: 0), path: path)
        #expect(swipe.phase == .ignored)
        #expect(SwipeBackGesture.Sample(startX: 0, translationX: .nan, width: 10).progress == 0)
        // A container that loses its width mid-swipe shows no progress, and a release there
        // springs back.
        var shrunk = SwipeBackGesture()
        shrunk.drag(sample(dx: 40), path: path)
        let noWidth = SwipeBackGesture.Sample(startX: 5, translationX: 300, width: 0)
        #expect(noWidth.progress == 0)
        shrunk.drag(noWidth, path: path)
        #expect(shrunk.progress(on: path) == 0)
        var reported = 0
        #expect(shrunk.end(noWidth, path: path) { _ in reported += 1 } == .cancelled)
        #expect(reported == 0)
    }
}
