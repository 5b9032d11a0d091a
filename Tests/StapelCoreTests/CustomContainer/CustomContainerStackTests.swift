import Clocks
@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Stack for the custom container")
struct CustomContainerStackTests {
    @Test func entriesFollowTheLayersPath() throws {
        let stack = Stack<TestScreen>()
        stack.push(.inbox)
        stack.push(.chat(1))
        let sheet = try #require(
            stack.present(.compose, style: .sheet(withNavigation: true)).routeID)
        stack.push(.settings)
        #expect(stack.entries(on: stack.baseLayer).map(\.route.screen) == [.inbox, .chat(1)])
        let layer = try #require(stack.layer(startedBy: sheet))
        #expect(stack.entries(on: layer).map(\.route.screen) == [.settings])
    }

    @Test func aPushCarriesItsTransitionAndTheTransitionLeavesWithTheRoute() throws {
        let stack = Stack<TestScreen>()
        let plain = try #require(stack.push(.inbox).routeID)
        let result = stack.push(
            .chat(1), name: "chat", context: PushContext(), transitionOverride: "scale")
        let id = try #require(result.routeID)
        let entry = try #require(stack.entry(for: id))
        #expect(entry.transitionOverride as? String == "scale")
        #expect(entry.route.name == "chat")
        #expect(stack.entry(for: plain)?.transitionOverride == nil)
        stack.pop()
        #expect(stack.entry(for: id) == nil)
        // The popped screen still knows how it came in, to leave the same way.
        #expect(entry.transitionOverride as? String == "scale")
    }

    @Test func aRejectedPushAttachesNothing() {
        let stack = Stack<TestScreen>()
        stack.setEvaluator(PushEvaluator(allowing: { _ in false }), for: .root)
        let result = stack.push(
            .inbox, name: nil, context: PushContext(), transitionOverride: "scale")
        #expect(result.outcome == .rejected)
        #expect(stack.routes.isEmpty)
    }

    @Test func aScreenTheContainerHidesEndsItsPartInAPlannedStep() throws {
        let stack = Stack<TestScreen>(capabilities: .oneChangePerUpdate, clock: TestClock())
        stack.setRoutes([.push(.inbox), .push(.chat(1))])
        let first = try #require(stack.planStep)
        stack.reportStepDrawn(first)
        stack.reportScreen(.root, isHidden: false)
        #expect(stack.planStep == first)
        stack.reportScreen(.root, isHidden: true)
        #expect(stack.planStep != first)
        #expect(stack.screens == [.inbox, .chat(1)])
    }

    @Test func everyLayerKnowsItsRootScreenAndEveryEntryItsIdentity() throws {
        let stack = Stack<TestScreen>()
        #expect(stack.baseLayer.rootScreen == .root)
        let id = try #require(stack.present(.compose, style: .sheet(withNavigation: true)).routeID)
        #expect(stack.layer(startedBy: id)?.rootScreen == .route(id))
        #expect(stack.entry(for: id)?.id == id)
    }
}
