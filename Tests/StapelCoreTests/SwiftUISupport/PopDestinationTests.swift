import StapelCore
import Testing

@MainActor
@Suite("Pop destinations")
struct PopDestinationTests {
    func stack() -> Stack<TestScreen> {
        Stack(routes: [
            .push(.inbox), .push(.chat(1), name: "chat"), .push(.profile(2)), .push(.settings),
        ])
    }

    @Test func previousPopsOne() {
        let stack = stack()
        stack.pop(.previous)
        #expect(stack.screens == [.inbox, .chat(1), .profile(2)])
    }

    @Test func rootPopsAll() {
        let stack = stack()
        stack.pop(.root)
        #expect(stack.depth == 0)
    }

    @Test func viewWithIdPopsToTheNamedRoute() {
        let stack = stack()
        stack.pop(.view(withId: "chat"))
        #expect(stack.screens == [.inbox, .chat(1)])
    }

    @Test func unknownIdWarns() {
        let stack = stack()
        expectWarning(containing: "nowhere") { _ = stack.pop(.view(withId: "nowhere")) }
        #expect(stack.depth == 4)
    }

    @Test func popWhenActivePopsOnlyWhenOnAndAlwaysResets() {
        let stack = stack()
        #expect(!stack.pop(.root, whenActive: false))
        #expect(stack.depth == 4)
        #expect(!stack.pop(.root, whenActive: true))
        #expect(stack.depth == 0)
    }
}
