@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Swipe back opt-outs")
struct SwipeBackOptOutsTests {
    @Test func aScreenThatOptsOutCannotBeSwipedAway() {
        let optOuts = SwipeBackOptOuts()
        let first = RouteID.unique()
        let second = RouteID.unique()
        #expect(optOuts.allowsSwipe(onTopOf: [first, second]))
        optOuts.setDisabled(true, for: .route(second))
        #expect(!optOuts.allowsSwipe(onTopOf: [first, second]))
        #expect(optOuts.allowsSwipe(onTopOf: [first]))
        optOuts.setDisabled(false, for: .route(second))
        #expect(optOuts.allowsSwipe(onTopOf: [first, second]))
    }

    @Test func theRootNeverSwipesAndForgottenRoutesDoNotComeBack() {
        let optOuts = SwipeBackOptOuts()
        optOuts.setDisabled(true, for: .root)
        #expect(!optOuts.allowsSwipe(onTopOf: []))
        let gone = RouteID.unique()
        optOuts.setDisabled(true, for: .route(gone))
        let other = RouteID.unique()
        #expect(optOuts.allowsSwipe(onTopOf: [other]))
        // The opt-out of a route that left was forgotten.
        #expect(optOuts.allowsSwipe(onTopOf: [gone]))
    }
}
