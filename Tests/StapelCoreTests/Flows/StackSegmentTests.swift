import Clocks
@_spi(StapelUI) import StapelCore
import Testing

enum SignupStep: Hashable { case email, password, done }

enum SegmentScreen: Hashable {
    case home
    case signup(SignupStep)

    var step: SignupStep? {
        if case .signup(let step) = self { step } else { nil }
    }
}

@MainActor
@Suite("Stack segments")
struct StackSegmentTests {
    func makeFlow() -> (Stack<SegmentScreen>, StackSegment<SegmentScreen, SignupStep>) {
        let stack = Stack<SegmentScreen>()
        stack.push(.home)
        return (stack, StackSegment(parent: stack, embed: SegmentScreen.signup, extract: \.step))
    }

    @Test func pushesLandOnTheParentAndFormTheSegment() {
        let (stack, flow) = makeFlow()
        #expect(!flow.isActive)
        flow.push(.email)
        flow.push(.password)
        #expect(stack.screens == [.home, .signup(.email), .signup(.password)])
        #expect(flow.routes.map(\.screen) == [.email, .password])
        #expect(flow.routes.map(\.id) == Array(stack.routes.dropFirst().map(\.id)))
        #expect(flow.isActive)
    }

    @Test func poppingTheFirstScreenReturnsToTheParent() {
        let (stack, flow) = makeFlow()
        flow.push(.email)
        flow.pop()
        #expect(stack.screens == [.home])
        #expect(!flow.isActive)
        #expect(flow.routes.isEmpty)
    }

    @Test func popToStartKeepsTheFirstScreen() {
        let (stack, flow) = makeFlow()
        flow.push(.email)
        flow.push(.password)
        flow.push(.done)
        flow.popToStart()
        #expect(stack.screens == [.home, .signup(.email)])
    }

    @Test func popToStartAtTheStartChangesNothingAndLeavesARunningChangeAlone() {
        // As `popToRoot()` with nothing pushed: there is nothing to pop, so nothing is cancelled.
        let stack = Stack<SegmentScreen>(capabilities: .oneChangePerUpdate, clock: TestClock())
        stack.push(.home)
        let flow = StackSegment(parent: stack, embed: SegmentScreen.signup, extract: \.step)
        flow.push(.email)
        flow.push(.password)
        let change = stack.setRoutes(
            Array(stack.routes.prefix(2)) + [.push(.signup(.done)), .push(.home)])
        #expect(stack.screens == [.home, .signup(.email)])
        let log = EventLog(stack)
        #expect(flow.popToStart().isEmpty)
        #expect(log.events.isEmpty)
        #expect(stack.isRunningPlan)
        #expect(change.outcomeIfEnded == nil)
    }

    @Test func finishLeavesTheFlowInOneStep() {
        let (stack, flow) = makeFlow()
        flow.push(.email)
        flow.push(.password)
        flow.finish()
        #expect(stack.screens == [.home])
        flow.push(.email)
        #expect(flow.routes.map(\.screen) == [.email])
    }

    @Test func aUserPopOfTheStartEndsTheSegment() {
        let (stack, flow) = makeFlow()
        flow.push(.email)
        flow.push(.password)
        #expect(stack.reportPath([stack.routes[0].id], ofLayerStartedBy: nil))
        #expect(!flow.isActive)
        flow.push(.password)
        #expect(flow.routes.map(\.screen) == [.password])
    }

    @Test func routesStopAtTheFirstForeignScreen() {
        let (stack, flow) = makeFlow()
        flow.push(.email)
        stack.push(.home)
        #expect(flow.routes.map(\.screen) == [.email])
        expectWarning(.flowNotOnStack) { _ = flow.pop() }
        #expect(stack.depth == 3)
    }

    @Test func misuseWarnsAndChangesNothing() {
        let (stack, flow) = makeFlow()
        expectWarning(.flowNotOnStack) { _ = flow.finish() }
        expectWarning(.flowNotOnStack) { _ = flow.popToStart() }
        expectWarning(.flowNotOnStack) { _ = flow.pop() }
        #expect(stack.screens == [.home])
    }
}
