import PropertyBased
@_spi(StapelUI) import StapelCore
import Testing

/// `canGoBack` and `goBack()` of a split view agree, for every state: it can go back exactly
/// when going back changes something.
@MainActor
@Suite("Split views: going back, whatever the state")
struct SplitGoBackPropertyTests {
    /// Checks one state: whether the split view says it can go back, and what going back did.
    func check<Content: Hashable>(
        _ state: SplitState<Int, Content, Int>, in split: SplitNavigation<Int, Content, Int>
    ) -> Bool {
        split.setState(state, animated: false)
        split.detail.settle()
        let before = split.state
        let canGoBack = split.canGoBack
        split.goBack()
        split.detail.settle()
        #expect(canGoBack == (split.state != before), "\(before)")
        return canGoBack
    }

    @Test func itCanGoBackExactlyWhenGoingBackChangesSomething() async {
        var could = 0
        var couldNot = 0
        await propertyCheck(count: 500, input: Gen.int(in: 0...10_000).array(of: 0...6)) {
            codes in
            for canGoBack in [
                check(SplitStateMaker.three(codes), in: SplitNavigation<Int, Int, Int>()),
                check(SplitStateMaker.two(codes), in: SplitNavigation<Int, Never, Int>()),
            ] {
                if canGoBack { could += 1 } else { couldNot += 1 }
            }
        }
        #expect(could > 100 && couldNot > 10, "both answers are drawn: \(could), \(couldNot)")
    }

    @Test func aSelectionOrADetailRouteAloneIsSomethingToGoBackFrom() {
        let content = SplitNavigation<Int, Int, Int>(contentSelection: 2)
        #expect(content.canGoBack)
        content.goBack()
        #expect(content.contentSelection == nil)
        let routes = SplitNavigation<Int, Int, Int>()
        routes.setState(ThreeColumns(detailRoutes: [.push(3)]), animated: false)
        routes.detail.settle()
        #expect(routes.canGoBack)
        #expect(!SplitNavigation<Int, Int, Int>().canGoBack)
    }
}
