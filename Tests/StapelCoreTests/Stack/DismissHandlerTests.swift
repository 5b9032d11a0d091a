@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Dismiss handlers")
struct DismissHandlerTests {
    @Test func calledOnceWhenCodeDismisses() {
        let stack = Stack<TestScreen>()
        var calls = 0
        stack.present(.compose, style: .sheet(withNavigation: true)) { calls += 1 }
        stack.push(.inbox)
        #expect(calls == 0)
        stack.dismiss()
        #expect(calls == 1)
        stack.present(.settings)
        stack.dismiss()
        #expect(calls == 1)
    }

    @Test func calledWhenTheUserSwipesTheSheetAway() throws {
        let stack = Stack<TestScreen>()
        var calls = 0
        let id = try #require(stack.present(.compose) { calls += 1 }.routeID)
        #expect(stack.reportDismissal(of: id))
        #expect(calls == 1)
    }

    @Test func calledWhenAParentPresentationTakesItAlong() {
        let stack = Stack<TestScreen>()
        var inner = 0
        stack.present(.compose, style: .sheet(withNavigation: true))
        stack.present(.settings, style: .fullScreenCover(withNavigation: false)) { inner += 1 }
        stack.dismissAll()
        #expect(inner == 1)
    }

    @Test func neverCalledForARejectedPresentation() {
        let stack = Stack<TestScreen>()
        stack.setEvaluator(PushEvaluator { _ in .reject }, for: .root)
        var calls = 0
        #expect(stack.present(.compose) { calls += 1 }.routeID == nil)
        stack.setEvaluator(nil, for: .root)
        stack.present(.settings)
        stack.dismiss()
        #expect(calls == 0)
    }
}
