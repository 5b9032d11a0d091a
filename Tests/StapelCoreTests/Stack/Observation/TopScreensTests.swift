import Clocks
import Testing

@_spi(StapelUI) @testable import StapelCore

@Suite("The screen on top of each layer")
@MainActor
struct TopScreensTests {
    @Test func anEmptyListShowsTheRoot() {
        #expect(ScreenSlot.topScreens(of: [Route<Int>]()) == [.root])
    }

    @Test func eachLayerShowsItsLastPushOrItsRoot() {
        let routes: [Route<Int>] = [
            .push(1), .push(2), .sheet(3, withNavigation: true), .push(4), .fullScreenCover(5),
        ]
        #expect(
            ScreenSlot.topScreens(of: routes) == [
                .route(routes[1].id), .route(routes[3].id), .route(routes[4].id),
            ])
    }

    @Test func theListFormAgreesWithTheStacksLayers() {
        let routes: [Route<Int>] = [
            .push(1), .sheet(2, withNavigation: true), .push(3), .sheet(4, withNavigation: true),
            .push(5), .push(6),
        ]
        for count in 0...routes.count {
            let stack = Stack<Int>(routes: Array(routes.prefix(count)))
            #expect(ScreenSlot.topScreens(of: stack.routes) == stack.topScreens, "\(count) routes")
        }
    }

    /// Every way the core and its test kit read a top screen (each layer's `topScreen` and
    /// `rootScreen`, the stack's `topScreens`, the route-list form) agrees, through random
    /// pushes, presentations, pops, dismissals, user reports and planned changes.
    @Test func everyReaderAgreesThroughRandomChanges() {
        var rng = SplitMix64(seed: 22)
        let stack = Stack<Int>(capabilities: .oneChangePerUpdate)
        for operation in 0..<2_000 {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0, 1: if stack.evaluate(operation).outcome == .pushed { stack.push(operation) }
            case 2: stack.present(operation, style: .sheet(withNavigation: .random(using: &rng)))
            case 3: if stack.canPop { stack.pop() }
            case 4: stack.dismiss()
            case 5:
                let layer = stack.observation.layers.randomElement(using: &rng)!
                stack.reportPath(Array(layer.path.dropLast()), ofLayerStartedBy: layer.rootID)
            case 6:
                let kept = Int.random(in: 0...stack.depth, using: &rng)
                stack.setRoutes(
                    Array(stack.routes.prefix(kept)) + [.sheet(operation, withNavigation: true)])
            default:
                while let step = stack.planStep { stack.reportStepSettled(step) }
            }
            #expect(stack.topScreens == ScreenSlot.topScreens(of: stack.routes))
            for layer in stack.observation.layers {
                #expect(
                    layer.rootScreen
                        == ScreenSlot.top(ofLayerStartedBy: layer.rootID, lastPush: nil))
                #expect(
                    layer.topScreen == (layer.path.last.map(ScreenSlot.route) ?? layer.rootScreen))
            }
        }
    }

    /// A planned step waits for exactly the screens the list form says it hides: the stack
    /// works them out from its layers, the test kit from the route lists.
    @Test func aStepWaitsForTheTopScreensTheListFormSaysItHides() throws {
        let stack = Stack<Int>(capabilities: .oneChangePerUpdate)
        stack.push(1)
        stack.reportScreenAppeared(.root)
        let before = stack.routes
        stack.setRoutes(before + [.push(2), .push(3), .push(4)])
        let first = try #require(stack.planStep)
        let hidden = Set(ScreenSlot.topScreens(of: before))
            .subtracting(ScreenSlot.topScreens(of: stack.routes))
        #expect(hidden == [.route(before[0].id)])
        stack.reportStepDrawn(first)
        #expect(stack.planStep == first)
        for screen in hidden { stack.reportScreenDisappeared(screen) }
        #expect(stack.planStep?.index == first.index + 1)
    }

    /// A dismissal the program makes waits, before the next presentation, for the top screens
    /// the list form says it removes.
    @Test func aDismissalWaitsForTheTopScreensTheListFormSaysItRemoves() async throws {
        let clock = TestClock()
        let stack = Stack<Int>(clock: clock, settleTimeout: .seconds(5))
        stack.reportScreenAppeared(.root)
        let sheet = try #require(stack.present(1, style: .sheet(withNavigation: true)).routeID)
        stack.reportScreenAppeared(.route(sheet))
        for _ in 0..<100 { await Task.yield() }
        await clock.advance(by: .milliseconds(500))
        for _ in 0..<100 { await Task.yield() }
        stack.push(2)
        let before = stack.routes
        stack.dismiss()
        let removed = Set(ScreenSlot.topScreens(of: before))
            .subtracting(ScreenSlot.topScreens(of: stack.routes))
        #expect(removed == [.route(before[1].id)])
        stack.present(3)
        #expect(stack.baseLayer.drawnPresentedID == nil)
        for screen in removed { stack.reportScreenDisappeared(screen) }
        #expect(stack.baseLayer.drawnPresentedID == stack.top?.id)
    }
}
