import StapelCore
import Testing

@MainActor
@Suite("Events")
struct EventTests {
    @Test func observersSeeTheStateTheEventLeft() {
        let stack = Stack<TestScreen>()
        var depths: [Int] = []
        let subscription = stack.onEvent { _ in depths.append(stack.depth) }
        stack.push(.inbox)
        stack.pop()
        #expect(depths == [1, 0])  // pushed, popped
        withExtendedLifetime(subscription) {}
    }

    @Test func releasingTheSubscriptionStopsTheHandler() {
        let stack = Stack<TestScreen>()
        var count = 0
        var subscription: EventSubscription? = stack.onEvent { _ in count += 1 }
        stack.push(.inbox)
        #expect(count == 1)
        #expect(subscription?.isCancelled == false)
        subscription = nil
        stack.push(.settings)
        #expect(count == 1)
    }

    @Test func aHandlerThatCapturesItsStackDoesNotKeepItAlive() {
        weak var released: Stack<TestScreen>?
        var depths: [Int] = []
        do {
            let stack = Stack<TestScreen>()
            released = stack
            let subscription = stack.onEvent { _ in depths.append(stack.depth) }
            stack.push(.inbox)
            withExtendedLifetime(subscription) {}
        }
        #expect(released == nil)
        #expect(depths == [1])
    }

    @Test func aHandlerCanReleaseItsOwnSubscription() {
        final class Owner {
            var subscription: EventSubscription?
            var count = 0
        }
        let stack = Stack<TestScreen>()
        let owner = Owner()
        owner.subscription = stack.onEvent { [weak owner] _ in
            owner?.count += 1
            owner?.subscription = nil
        }
        stack.push(.inbox)
        stack.push(.settings)
        #expect(owner.count == 1)
    }

    @Test func aSubscriptionReleasedOffTheMainActorStopsToo() async {
        final class Sentinel: Sendable {}
        let stack = Stack<TestScreen>()
        var count = 0
        var sentinel: Sentinel? = Sentinel()
        weak var handlerAlive: Sentinel?
        handlerAlive = sentinel
        var subscription: EventSubscription? = stack.onEvent { [sentinel] _ in
            withExtendedLifetime(sentinel) { count += 1 }
        }
        sentinel = nil
        // The last reference goes away on another thread, when the detached task ends.
        let task = Task.detached { [subscription] in withExtendedLifetime(subscription) {} }
        subscription = nil
        await task.value
        var yields = 0
        while handlerAlive != nil, yields < 10_000 {
            await Task.yield()
            yields += 1
        }
        #expect(handlerAlive == nil)
        stack.push(.inbox)
        #expect(count == 0)
    }

    @Test func cancelledObserversHearNothingMore() {
        let stack = Stack<TestScreen>()
        var count = 0
        let subscription = stack.onEvent { _ in count += 1 }
        stack.push(.inbox)
        #expect(count == 1)
        subscription.cancel()
        subscription.cancel()
        #expect(subscription.isCancelled)
        stack.push(.settings)
        #expect(count == 1)
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
            if kinds.count == 3 { break }
        }
        #expect(kinds == ["pushed", "presented", "dismissed"])
    }

    @Test func anAsyncSequenceEndsWithItsStack() async {
        var stack: Stack<TestScreen>? = Stack()
        let events = stack!.events()
        stack?.push(.inbox)
        stack = nil
        var count = 0
        for await _ in events { count += 1 }
        #expect(count == 1)
    }
}
