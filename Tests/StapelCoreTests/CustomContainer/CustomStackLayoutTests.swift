import PropertyBased
import StapelCore
import Testing

@Suite("Custom stack layout")
struct CustomStackLayoutTests {
    func placements(
        count: Int, top: ContainerTransitionKind = .platformSlide, swipe: Double? = nil,
        rtl: Bool = false
    ) -> [ScreenPlacement] {
        (0..<count).map {
            CustomStackLayout.placement(
                ofScreenAt: $0, count: count, topTransition: top, swipeProgress: swipe,
                width: 400, isRightToLeft: rtl)
        }
    }

    @Test func onlyTheTopScreenShowsAndIsInteractive() {
        let screens = placements(count: 3)
        #expect(screens.map(\.opacity) == [0, 0, 1])
        #expect(screens.map(\.isInteractive) == [false, false, true])
        #expect(screens.map(\.isAccessibilityHidden) == [true, true, false])
        #expect(screens.map(\.zIndex) == [0, 1, 2])
        #expect(screens.map(\.offset) == [-120, -120, 0])
    }

    @Test func aSwipeMovesTheTopAndRevealsTheScreenBelow() {
        let screens = placements(count: 3, swipe: 0.25)
        #expect(screens.map(\.opacity) == [0, 1, 1])
        #expect(screens.map(\.offset) == [-120, -90, 100])
        #expect(screens.map(\.isInteractive) == [false, false, false])
        let mirrored = placements(count: 3, swipe: 0.25, rtl: true)
        #expect(mirrored.map(\.offset) == [120, 90, -100])
    }

    @Test func onlyThePlatformSlideMovesTheScreensBelow() {
        #expect(placements(count: 2, top: .custom, swipe: 0.5).map(\.offset) == [0, 200])
        #expect(placements(count: 2, top: .none).map(\.offset) == [0, 0])
        #expect(ContainerTransitionKind.custom.parallax == 0)
    }

    @Test func theRootAloneIsTheTop() {
        #expect(placements(count: 1, swipe: 0.5).map(\.opacity) == [1])
        let outside = CustomStackLayout.placement(
            ofScreenAt: 4, count: 2, topTransition: .custom, swipeProgress: 7, width: -10)
        #expect(outside.offset == 0)
    }

    @Test func aChangeAnimatesUnlessNeitherTopScreenMoves() {
        #expect(ContainerTransitionKind.animation("e", from: .none, to: .none) == nil)
        #expect(ContainerTransitionKind.animation("e", from: .none, to: .custom) == "e")
        #expect(ContainerTransitionKind.animation("e", from: .custom, to: .none) == "e")
        #expect(
            ContainerTransitionKind.animation("e", from: .platformSlide, to: .platformSlide) == "e")
        #expect(placements(count: 2).map(\.isHidden) == [true, false])
    }

    @Test func noneHasNoAnimation() {
        #expect(ContainerTransitionKind.none.animation("easing") == nil)
        #expect(ContainerTransitionKind.platformSlide.animation("easing") == "easing")
        #expect(ContainerTransitionKind.custom.animation(1.5) == 1.5)
    }

    @Test func exactlyOneScreenIsInteractiveAndAtMostTwoShow() async {
        await propertyCheck(
            count: 500,
            input: Gen.int(in: 1...8), Gen.double(in: -1...2), Gen.bool, Gen.bool,
            Gen.double(in: 0...900)
        ) { count, progress, swiping, rtl, width in
            let swipe = swiping ? progress : nil
            let screens = (0..<count).map {
                CustomStackLayout.placement(
                    ofScreenAt: $0, count: count, topTransition: .platformSlide,
                    swipeProgress: swipe, width: width, isRightToLeft: rtl)
            }
            #expect(screens.filter(\.isInteractive).count == (swiping ? 0 : 1))
            #expect(screens.filter { $0.opacity > 0 }.count == min(count, swiping ? 2 : 1))
            #expect(screens.last?.opacity == 1)
            for screen in screens { #expect(abs(screen.offset) <= width) }
        }
    }
}
