@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Bound push")
struct BoundPushTests {
    @Test func turningOnPushesOnce() {
        let stack = Stack<TestScreen>()
        let bound = BoundPush<TestScreen>()
        #expect(bound.update(wantsPushed: true, on: stack) { stack.push(.settings) })
        #expect(bound.update(wantsPushed: true, on: stack) { stack.push(.settings) })
        #expect(stack.screens == [.settings])
        #expect(bound.routeID == stack.top?.id)
    }

    @Test func turningOffRemovesTheRouteAndWhatIsAbove() {
        let stack = Stack<TestScreen>()
        stack.push(.inbox)
        let bound = BoundPush<TestScreen>()
        bound.update(wantsPushed: true, on: stack) { stack.push(.chat(1)) }
        stack.push(.profile(2))
        #expect(!bound.update(wantsPushed: false, on: stack) { stack.push(.chat(1)) })
        #expect(stack.screens == [.inbox])
        #expect(!bound.isPushed)
    }

    @Test func aUserPopReleasesTheBinding() throws {
        let stack = Stack<TestScreen>()
        let bound = BoundPush<TestScreen>()
        bound.update(wantsPushed: true, on: stack) { stack.push(.chat(1)) }
        #expect(bound.isPushed)
        #expect(stack.reportPath([], ofLayerStartedBy: nil))
        #expect(!bound.isPushed)
        #expect(!bound.update(wantsPushed: false, on: stack) { stack.push(.chat(1)) })
    }

    @Test func aRejectedPushLeavesTheBindingOff() {
        let stack = Stack<TestScreen>()
        stack.setEvaluator(PushEvaluator { _ in .reject }, for: .root)
        let bound = BoundPush<TestScreen>()
        #expect(!bound.update(wantsPushed: true, on: stack) { stack.push(.chat(1)) })
        #expect(stack.depth == 0)
    }

    @Test func otherChangesDoNotReleaseTheBinding() {
        let stack = Stack<TestScreen>()
        let bound = BoundPush<TestScreen>()
        bound.update(wantsPushed: true, on: stack) { stack.push(.chat(1)) }
        stack.push(.profile(2))
        stack.pop()
        #expect(bound.isPushed)
    }

    @Test func anItemPushesWithItsValueAndStaysWhenTheItemChanges() {
        let stack = Stack<TestScreen>()
        let bound = BoundPush<TestScreen>()
        #expect(bound.update(item: 7, on: stack) { stack.push(.chat($0)) } == 7)
        #expect(bound.update(item: 8, on: stack) { stack.push(.chat($0)) } == 8)
        #expect(stack.screens == [.chat(7)])
        #expect(bound.update(item: Int?.none, on: stack) { stack.push(.chat($0)) } == nil)
        #expect(stack.depth == 0)
    }

    @Test func aPoppedItemRouteClearsTheItem() {
        let stack = Stack<TestScreen>()
        let bound = BoundPush<TestScreen>()
        bound.update(item: 7, on: stack) { stack.push(.chat($0)) }
        stack.pop()
        #expect(!bound.isPushed)
        #expect(LinkActivation.item(settingActive: bound.isPushed, current: Optional(7)) == nil)
    }
}
