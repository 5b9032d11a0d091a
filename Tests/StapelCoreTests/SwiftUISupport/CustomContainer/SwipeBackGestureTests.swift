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

    @Test func dragsThatAreNotSwipesBackAreIgnoredUntilTheyEnd() {
        for (start, dx, dy) in [(60.0, 40.0, 0.0), (5, -40, 0), (5, 30, 40)] {
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
        var cancelled = SwipeBackGesture()
        cancelled.drag(sample(dx: 300), path: path)
        cancelled.cancel()
        #expect(cancelled.progress(on: path) == nil)
        #expect(cancelled.end(sample(dx: 300), path: path) == nil)
        var stale = SwipeBackGesture()
        stale.drag(sample(dx: 300), path: path)
        #expect(stale.progress(on: [path[0]]) == nil)
        #expect(stale.end(sample(dx: 300), path: [path[0]]) == .cancelled)
        var idle = SwipeBackGesture()
        idle.cancel()
        #expect(idle.phase == .idle)
    }

    @Test func aZeroWidthOrUnreadableSampleNeverSwipes() {
        var swipe = SwipeBackGesture()
        swipe.drag(
            SwipeBackGesture.Sample(startX: 0, translationX: 10, width: 0), path: path)
        #expect(swipe.phase == .ignored)
        #expect(SwipeBackGesture.Sample(startX: 0, translationX: .nan, width: 10).progress == 0)
    }
}
