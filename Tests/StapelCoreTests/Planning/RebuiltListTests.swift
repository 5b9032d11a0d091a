import Clocks
@_spi(StapelUI) import StapelCore
import Testing

/// A screen type that is not `Equatable`: a rebuilt one is never known to show the same.
private struct Opaque {
    var text: String
}

/// A list assigned to a stack keeps the screens showing that it rebuilds.
@MainActor
@Suite("A rebuilt route list")
struct RebuiltListTests {
    @Test func aRebuiltListPushesOnlyWhatIsNewAndKeepsTheShownIdentity() {
        let stack = Stack<TestScreen>()
        stack.push(.inbox)
        let inbox = stack.routes[0]
        let log = EventLog(stack)
        let chat = Route<TestScreen>.push(.chat(1))
        stack.setRoutes([.push(.inbox), chat])
        #expect(stack.routes.map(\.id) == [inbox.id, chat.id])
        #expect(stack.screens == [.inbox, .chat(1)])
        #expect(routeEvents(log.events) == [.pushed(chat)])
    }

    @Test func theKeptRoutesEndAtTheFirstThatShowsSomethingElse() {
        let stack = Stack<TestScreen>()
        stack.setRoutes([.push(.inbox), .push(.chat(1)), .push(.profile(7))])
        let shown = stack.routes
        let log = EventLog(stack)
        let rebuilt: [Route<TestScreen>] = [.push(.inbox), .push(.chat(2)), .push(.profile(7))]
        stack.setRoutes(rebuilt)
        stack.settle()
        #expect(stack.routes.map(\.id) == [shown[0].id, rebuilt[1].id, rebuilt[2].id])
        #expect(routeEvents(log.events).first == .popped(Array(shown[1...])))
    }

    @Test func aNameOrAStyleThatDiffersEndsTheKeptRoutes() {
        let stack = Stack<TestScreen>()
        stack.setRoutes([.push(.inbox, name: "inbox"), .sheet(.compose)])
        stack.settle()
        let shown = stack.routes
        stack.setRoutes([.push(.inbox, name: "inbox"), .fullScreenCover(.compose)])
        stack.settle()
        #expect(stack.routes[0].id == shown[0].id)
        #expect(stack.routes[1].id != shown[1].id)
        stack.setRoutes([.push(.inbox), .fullScreenCover(.compose)])
        stack.settle()
        #expect(stack.routes[0].id != shown[0].id)
    }

    @Test func aShownIdentityTheNewListHoldsElsewhereIsNotTaken() {
        let stack = Stack<TestScreen>()
        stack.push(.inbox)
        let shown = stack.routes[0]
        let fresh = Route<TestScreen>.push(.inbox)
        stack.setRoutes([fresh, shown])
        stack.settle()
        #expect(stack.routes.map(\.id) == [fresh.id, shown.id])
    }

    @Test func screensThatAreNotEquatableAreNeverKept() {
        let stack = Stack<Opaque>()
        stack.push(Opaque(text: "a"))
        let shown = stack.routes[0].id
        stack.setRoutes([.push(Opaque(text: "a"))])
        #expect(stack.routes[0].id != shown)
    }
}
