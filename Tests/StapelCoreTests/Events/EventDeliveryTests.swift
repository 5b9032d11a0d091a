import PropertyBased
import Testing

@testable import StapelCore

/// What happens to observers that subscribe, cancel or are released while an event is being
/// delivered, and to the lists of popped routes events carry.
@MainActor
@Suite("Event delivery")
struct EventDeliveryTests {
    /// A stack whose root evaluator lets every push through, so that a push onto the root
    /// emits two events: its evaluation and the push.
    func evaluatedStack() -> Stack<TestScreen> {
        let stack = Stack<TestScreen>()
        stack.setEvaluator(PushEvaluator { _ in .push }, for: .root)
        return stack
    }

    @Test func anObserverSubscribedFromAHandlerHearsTheNextEventNotThisOne() {
        let stack = evaluatedStack()
        var heard: [String] = []
        var late: EventSubscription?
        let early = stack.onEvent { event in
            heard.append("early \(event.label)")
            if late == nil {
                late = stack.onEvent { event in heard.append("late \(event.label)") }
            }
        }
        stack.push(.inbox)
        #expect(heard == ["early evaluated", "early pushed", "late pushed"])
        withExtendedLifetime((early, late)) {}
    }

    @Test func aSubscriptionFromAHandlerAfterARelease() {
        // The handler releases the next observer, then subscribes: the observers after the
        // released one still hear the event, and the new one hears only the next.
        let stack = evaluatedStack()
        var heard: [String] = []
        var released: EventSubscription?
        var late: EventSubscription?
        let first = stack.onEvent { event in
            heard.append("first \(event.label)")
            guard late == nil else { return }
            released = nil
            late = stack.onEvent { event in heard.append("late \(event.label)") }
        }
        released = stack.onEvent { event in heard.append("released \(event.label)") }
        let last = stack.onEvent { event in heard.append("last \(event.label)") }
        stack.push(.inbox)
        #expect(
            heard == [
                "first evaluated", "last evaluated", "first pushed", "last pushed", "late pushed",
            ])
        withExtendedLifetime((first, last, late, released)) {}
    }

    @Test func anObserverCancelledByAnEarlierHandlerMissesTheRestOfTheEvent() {
        let stack = evaluatedStack()
        var heard: [String] = []
        var second: EventSubscription?
        let first = stack.onEvent { event in
            heard.append("first \(event.label)")
            second?.cancel()
        }
        second = stack.onEvent { event in heard.append("second \(event.label)") }
        stack.push(.inbox)
        #expect(heard == ["first evaluated", "first pushed"])
        withExtendedLifetime(first) {}
    }

    @Test func observersReleasedInsideANestedDeliveryAreDroppedAfterIt() {
        let stack = evaluatedStack()
        var heard: [String] = []
        var other: EventSubscription? = stack.onEvent { event in
            heard.append("other \(event.label)")
        }
        var nested = false
        var slot: EventSubscription? = stack.onEvent { event in
            heard.append("slot \(event.label)")
            guard !nested, case .pushed = event else { return }
            nested = true
            other = nil
            stack.push(.settings)
        }
        stack.push(.inbox)
        #expect(
            heard == [
                // The nested push lands on the inbox, which has no evaluator.
                "other evaluated", "slot evaluated", "other pushed", "slot pushed",
                "slot pushed",
            ])
        #expect(stack.delivery.observers.count == 1)
        #expect(stack.delivery.listenerCount == 1)
        #expect(other == nil && slot != nil)
        slot = nil
        stack.pop()
        #expect(!stack.hasEventListeners)
    }

    @Test func popEventsCarryThePoppedRoutesEvenWhenHandlersPopOrKeepThem() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...5).array(of: 1...40)) { codes in
            let stack = Stack<Int>(routes: (0..<3).map { Route.push($0) })
            var kept: [(list: [Route<Int>], copy: [RouteID])] = []
            var popsInHandler = 0
            var returned: [[RouteID]] = []
            let subscription = stack.onEvent { event in
                guard case .popped(let routes) = event else { return }
                kept.append((routes, routes.map(\.id)))
                // Now and then, pop again while the pop is being handled.
                if popsInHandler > 0, stack.canPop {
                    popsInHandler -= 1
                    returned.append(stack.pop().map(\.id))
                }
            }
            for code in codes {
                switch code {
                case 0, 1: stack.push(code)
                case 2: if stack.canPop { returned.append(stack.pop().map(\.id)) }
                case 3:
                    popsInHandler = 1
                    if stack.canPop { returned.append(stack.pop().map(\.id)) }
                    popsInHandler = 0
                case 4: if stack.depth >= 2 { returned.append(stack.pop(2).map(\.id)) }
                default: stack.push(code)
                }
            }
            // Every pop's event carried what the pop returned, and no list changed later.
            #expect(Set(kept.map(\.copy)) == Set(returned))
            #expect(kept.count == returned.count)
            for (list, copy) in kept {
                #expect(list.map(\.id) == copy)
            }
            withExtendedLifetime(subscription) {}
        }
    }
}

extension StackEvent {
    /// A short name for the kind of event.
    fileprivate var label: String {
        switch self {
        case .pushEvaluated: "evaluated"
        case .pushed: "pushed"
        case .popped: "popped"
        default: "other"
        }
    }
}
