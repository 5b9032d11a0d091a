import StapelCore
import Testing

@MainActor
@Suite("Events")
struct EventTests {
    @Test func observersSeeTheStateTheEventLeft() {
        let stack = Stack<TestScreen>()
        var depths: [Int] = []
        stack.onEvent { _ in depths.append(stack.depth) }
        stack.push(.inbox)
        stack.pop()
        #expect(depths == [0, 1, 0])  // evaluated, pushed, popped
    }

    @Test func cancelledObserversHearNothingMore() {
        let stack = Stack<TestScreen>()
        var count = 0
        let subscription = stack.onEvent { _ in count += 1 }
        stack.push(.inbox)
        #expect(count == 2)
        subscription.cancel()
        subscription.cancel()
        #expect(subscription.isCancelled)
        stack.push(.settings)
        #expect(count == 2)
    }

    @Test func eventsArriveAsAnAsyncSequence() async {
        let stack = Stack<TestScreen>()
        let events = stack.events()
        stack.push(.inbox)
        stack.present(.compose)
        stack.dismiss()
        var kinds: [String] = []
        for await event in events {
            switch event {
            case .pushEvaluated: kinds.append("evaluated")
            case .pushed: kinds.append("pushed")
            case .presented: kinds.append("presented")
            case .dismissed: kinds.append("dismissed")
            default: kinds.append("other")
            }
            if kinds.count == 5 { break }
        }
        #expect(kinds == ["evaluated", "pushed", "evaluated", "presented", "dismissed"])
    }

    @Test func anAsyncSequenceEndsWithItsStack() async {
        var stack: Stack<TestScreen>? = Stack()
        let events = stack!.events()
        stack?.push(.inbox)
        stack = nil
        var count = 0
        for await _ in events { count += 1 }
        #expect(count == 2)
    }
}
