@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Evaluators written for AnyScreen on a typed stack")
struct EvaluatorConversionTests {
    @Test func aConvertedEvaluatorSeesWrappedScreens() {
        let evaluator = PushEvaluator<AnyScreen> {
            $0.screen == AnyScreen(TestScreen.settings) ? .reject : .push
        }
        .converted(to: TestScreen.self)
        let stack = Stack<TestScreen>()
        stack.setEvaluator(evaluator, for: .root)
        #expect(stack.push(.settings).outcome == .rejected)
        #expect(stack.push(.inbox).outcome == .pushed)
    }

    @Test func theInstallationGoesToTheContainerAndLeavesIt() {
        let stack = Stack<TestScreen>()
        let installation = PusherInstallation<AnyScreen>()
        installation.install(
            PushEvaluator(allowing: { _ in false }), on: nil, orOn: stack.controlStack,
            for: .root)
        #expect(stack.push(.inbox).outcome == .rejected)
        installation.uninstall()
        #expect(stack.push(.inbox).outcome == .pushed)
    }

    @Test func reinstallingOnTheSameContainerKeepsOneEvaluator() {
        let stack = Stack<TestScreen>()
        let installation = PusherInstallation<AnyScreen>()
        for _ in 0..<3 {
            installation.install(
                PushEvaluator(allowing: { $0.context.isEmpty }), on: nil,
                orOn: stack.controlStack, for: .root)
        }
        #expect(stack.evaluate(.inbox).outcome == .pushed)
        let context = PushContext().setting(\.incomingChat, to: 1)
        #expect(stack.evaluate(.chat(1), context: context).outcome == .rejected)
        installation.install(nil, on: nil, orOn: stack.controlStack, for: .root)
        #expect(stack.evaluate(.chat(1), context: context).outcome == .pushed)
    }
}
