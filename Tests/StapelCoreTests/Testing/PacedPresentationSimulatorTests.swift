import PropertyBased
@_spi(StapelUI) import StapelCore
import StapelTesting
import Testing

@MainActor
@Suite("StapelTesting: presentations paced by the stack, in the simulator")
struct PacedPresentationSimulatorTests {
    /// Runs the simulator until a condition holds, in steps of a millisecond; returns the time.
    func time(
        until condition: () -> Bool, in simulator: NavigationSimulator<TestScreen>
    ) async -> Duration? {
        let end = simulator.now + .seconds(10)
        while !condition() {
            guard simulator.now < end else { return nil }
            await simulator.advance(by: .milliseconds(1))
        }
        return simulator.now
    }

    @Test func backToBackSheetsWithoutTheRetryDelay() async throws {
        let simulator = NavigationSimulator<TestScreen>()
        let stack = simulator.stack
        await simulator.settle()
        let start = simulator.now
        stack.present(.compose, style: .sheet(withNavigation: true))
        stack.present(.settings)
        let shown = try #require(
            await time(until: { simulator.shown.count == 2 }, in: simulator))
        // The second sheet comes in as soon as the first has settled (0.5 s), well before the
        // 1.5 s of the retry. (The stack's timer runs as a task: give it a few milliseconds.)
        #expect(shown - start >= simulator.presentationDuration)
        #expect(shown - start <= simulator.presentationDuration + .milliseconds(20))
        #expect(await simulator.settle())
        #expect(simulator.shown == stack.routes)
        #expect(simulator.droppedPresentations.isEmpty)
        #expect(simulator.invalidUpdates.isEmpty)
    }

    @Test func dismissThenPresentWithoutTheRetryDelay() async throws {
        let simulator = NavigationSimulator<TestScreen>()
        let stack = simulator.stack
        stack.present(.compose)
        await simulator.settle()
        let start = simulator.now
        stack.dismiss()
        stack.present(.settings, style: .fullScreenCover(withNavigation: false))
        let shown = try #require(
            await time(until: { simulator.shown.map(\.screen) == [.settings] }, in: simulator))
        #expect(shown - start >= simulator.presentationDuration)
        #expect(shown - start <= simulator.presentationDuration + .milliseconds(20))
        #expect(await simulator.settle())
        #expect(simulator.droppedPresentations.isEmpty)
    }

    /// What the host does with a `sheet(item:)` whose item changes while it shows one (see
    /// `aNewItemReplacesThePresentedOne` in the stub's tests): the old one goes, and the new one
    /// comes in when it has gone. A stack no UI has drawn yet holds nothing back, so the
    /// simulator sees the replacement itself.
    @Test func aReplacedItemIsDismissedThenTheNewOneIsPresentedNotDropped() async throws {
        let stack = Stack<TestScreen>(routes: [.sheet(.compose)])
        let simulator = NavigationSimulator(drawing: stack)
        stack.dismiss()
        stack.present(.settings)
        simulator.update()
        #expect(simulator.shown.isEmpty)
        await simulator.advance(by: simulator.presentationDuration - .milliseconds(1))
        #expect(simulator.shown.isEmpty)
        await simulator.advance(by: .milliseconds(1))
        #expect(simulator.shown.map(\.screen) == [.settings])
        #expect(await simulator.settle())
        #expect(simulator.droppedPresentations.isEmpty)
        #expect(stack.presentationAttempt(of: stack.routes[0].id) == 0)
    }

    /// Applies one present or dismiss call, chosen by a code, without misuse.
    static func apply(_ code: Int, to stack: Stack<TestScreen>) {
        let presented = stack.routes.contains { $0.style.isPresentation }
        switch code % 5 {
        case 0 where presented: stack.dismiss()
        case 1 where presented && code % 3 == 0: stack.dismissAll()
        case 2: stack.present(.settings, style: .fullScreenCover(withNavigation: code % 2 == 0))
        default: stack.present(.compose, style: .sheet(withNavigation: code % 2 == 0))
        }
    }

    @Test func randomPresentsAndDismissalsInOneTurnEndWithTheScreenShowingTheStack() async {
        let codes = Gen.int(in: 0...1_000).array(of: 0...4)
        await propertyCheck(count: 150, input: codes, Gen.int(in: 1...1_000).array(of: 1...6)) {
            before, turn in
            let simulator = NavigationSimulator<TestScreen>()
            let stack = simulator.stack
            // The screen is up before the calls, as an app's is.
            simulator.update()
            for code in before { Self.apply(code, to: stack) }
            #expect(await simulator.settle())
            let start = simulator.now
            for code in turn { Self.apply(code, to: stack) }
            #expect(await simulator.settle())
            #expect(simulator.shown == stack.routes, "\(before) then \(turn)")
            #expect(simulator.droppedPresentations.isEmpty, "\(before) then \(turn)")
            #expect(simulator.invalidUpdates.isEmpty, "\(before) then \(turn)")
            #expect(
                stack.routes.allSatisfy { stack.presentationAttempt(of: $0.id) == 0 },
                "\(before) then \(turn): a presentation was asked for again")
            // One presentation or dismissal after the other, each settling in 0.5 s, and no
            // retry: the turn's presentations take no longer than that.
            let transitions = turn.count + before.count + 1
            #expect(
                simulator.now - start
                    <= simulator.presentationDuration * transitions + .milliseconds(100),
                "\(before) then \(turn)")
        }
    }
}
