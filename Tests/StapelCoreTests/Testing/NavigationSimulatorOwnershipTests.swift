import StapelCore
import StapelTesting
import Testing

/// A coordinator that owns its stack, made with the default clock.
@MainActor
private final class InboxCoordinator {
    let stack = Stack<TestScreen>(capabilities: .oneChangePerUpdate)

    func openCompose() {
        stack.setRoutes([.push(.inbox), .push(.chat(3)), .sheet(.compose, withNavigation: true)])
    }
}

private enum Tab: Hashable, Codable { case inbox, settings }

@MainActor
@Suite("StapelTesting: the simulator drives any stack")
struct NavigationSimulatorOwnershipTests {
    @Test func aCoordinatorsStack() async {
        let coordinator = InboxCoordinator()
        let simulator = NavigationSimulator(drawing: coordinator.stack)
        coordinator.openCompose()
        #expect(await simulator.settle())
        #expect(simulator.shown == coordinator.stack.routes)
        #expect(coordinator.stack.screens == [.inbox, .chat(3), .compose])
        #expect(simulator.invalidUpdates.isEmpty)
        // Time on the simulator's clock moves the stack's fallbacks: a step nobody reports
        // settles after the stack's timeout.
        coordinator.stack.dismiss()
        coordinator.stack.pop()
        #expect(await simulator.settle())
        #expect(simulator.shown.map(\.screen) == [.inbox])
    }

    @Test func aStackThatAlreadyShowsRoutesStartsSettled() async {
        let stack = Stack<TestScreen>(routes: [.push(.inbox), .sheet(.compose)])
        let simulator = NavigationSimulator(drawing: stack)
        #expect(simulator.isSettled)
        #expect(!simulator.needsUpdate)
        simulator.userDismissesSheet()
        #expect(await simulator.settle())
        #expect(stack.screens == [.inbox])
    }

    @Test func aTabsStack() async {
        let tabs = KeyedNavigation<Tab, Stack<TestScreen>>(selection: .inbox) { _ in
            Stack(capabilities: .oneChangePerUpdate)
        }
        let inbox = NavigationSimulator(drawing: tabs.child(for: .inbox))
        let settings = NavigationSimulator(drawing: tabs.child(for: .settings))
        tabs.child(for: .inbox).setRoutes([.push(.inbox), .push(.chat(1)), .push(.chat(2))])
        tabs.select(.settings)
        tabs.child(for: .settings).push(.settings)
        #expect(await inbox.settle())
        #expect(await settings.settle())
        #expect(inbox.shown.map(\.screen) == [.inbox, .chat(1), .chat(2)])
        #expect(settings.shown.map(\.screen) == [.settings])
        tabs.selectFromTabBar(.settings)
        #expect(await settings.settle())
        #expect(settings.shown.isEmpty)
        #expect(inbox.shown.count == 3)
    }

    @Test func aRouteListHeldAsAValue() async {
        let simulator = NavigationSimulator<TestScreen>(
            routes: [.push(.inbox)], capabilities: .oneChangePerUpdate)
        #expect(await simulator.settle())
        #expect(simulator.shown.map(\.screen) == [.inbox])
        simulator.routes.push(.chat(1))
        simulator.routes.presentSheet(.compose, withNavigation: true)
        simulator.routes.push(.profile(2))
        #expect(simulator.routes.map(\.screen) == [.inbox, .chat(1), .compose, .profile(2)])
        #expect(await simulator.settle())
        #expect(simulator.shown.map(\.id) == simulator.routes.map(\.id))
        #expect(simulator.invalidUpdates.isEmpty)
        // The user's dismissal is written back into the value.
        simulator.userDismissesSheet()
        #expect(await simulator.settle())
        #expect(simulator.routes.map(\.screen) == [.inbox, .chat(1)])
        simulator.userPops()
        #expect(await simulator.settle())
        #expect(simulator.routes.map(\.screen) == [.inbox])
    }

    @Test func aScreensOwnDismissPopsItsNavigationOrDismissesItsPresentation() async {
        let simulator = NavigationSimulator<TestScreen>()
        simulator.routes = [
            .push(.inbox), .push(.chat(1)), .sheet(.compose, withNavigation: true),
            .push(.profile(2)),
        ]
        #expect(await simulator.settle())
        // A pushed screen inside the sheet's navigation pops that navigation only.
        simulator.screenDismisses()
        #expect(await simulator.settle())
        #expect(simulator.routes.map(\.screen) == [.inbox, .chat(1), .compose])
        // The sheet's root dismisses the sheet, dismiss lock or not.
        simulator.stack.updateOptions(
            RouteOptions(isInteractiveDismissDisabled: true), forRoute: simulator.routes[2].id)
        simulator.screenDismisses()
        #expect(await simulator.settle())
        #expect(simulator.routes.map(\.screen) == [.inbox, .chat(1)])
        simulator.screenDismisses()
        simulator.screenDismisses()
        #expect(await simulator.settle())
        #expect(simulator.routes.isEmpty)
        // At the root it does nothing.
        simulator.screenDismisses()
        #expect(await simulator.settle())
        #expect(simulator.routes.isEmpty)
        #expect(simulator.invalidUpdates.isEmpty)
    }

    @Test func routesOfAStackSimulatorAreTheStacks() async {
        let simulator = NavigationSimulator<TestScreen>()
        simulator.routes = [.push(.inbox), .sheet(.compose)]
        #expect(await simulator.settle())
        #expect(simulator.routes == simulator.stack.routes)
        #expect(simulator.stack.screens == [.inbox, .compose])
    }
}
