import StapelCore
import Testing

@MainActor
@Suite("Pop controls")
struct PopControlTests {
    func stack() -> Stack<TestScreen> {
        Stack(routes: [
            .push(.inbox), .push(.chat(1), name: "chat"), .push(.profile(2)), .push(.settings),
        ])
    }

    @Test func noTargetPopsOne() {
        let stack = stack()
        stack.pop(to: nil, whenActive: true)
        #expect(stack.screens == [.inbox, .chat(1), .profile(2)])
    }

    @Test func rootPopsAll() {
        let stack = stack()
        stack.pop(to: .root, whenActive: true)
        #expect(stack.depth == 0)
    }

    @Test func namePopsToTheNamedRoute() {
        let stack = stack()
        stack.pop(to: .name("chat"), whenActive: true)
        #expect(stack.screens == [.inbox, .chat(1)])
    }

    @Test func unknownNameWarns() {
        let stack = stack()
        expectWarning(.unknownName) {
            _ = stack.pop(to: .name("nowhere"), whenActive: true)
        }
        #expect(stack.depth == 4)
    }

    @Test func popWhenActivePopsOnlyWhenOnAndAlwaysResets() {
        let stack = stack()
        #expect(!stack.pop(to: .root, whenActive: false))
        #expect(stack.depth == 4)
        #expect(!stack.pop(to: .root, whenActive: true))
        #expect(stack.depth == 0)
    }
}
