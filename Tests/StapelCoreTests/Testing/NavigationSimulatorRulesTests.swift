import StapelCore
import StapelTesting
import Testing

/// The rules of UIKit and SwiftUI the simulator follows, each on its own: what a test of an
/// app's navigation relies on the simulator to do the way the real screen does.
@MainActor
@Suite("StapelTesting: the simulator's UIKit rules")
struct NavigationSimulatorRulesTests {
    @Test func twoPresentationsDrawnInOneUpdateShowTheFirstAndDropTheSecond() async throws {
        // Before any UI has drawn it, a stack doesn't pace its presentations: both reach the
        // first update, as they would reach SwiftUI's.
        let simulator = NavigationSimulator<TestScreen>()
        let stack = simulator.stack
        stack.present(.compose, style: .sheet(withNavigation: false))
        let second = try #require(
            stack.present(.settings, style: .fullScreenCover(withNavigation: false)).routeID)
        simulator.update()
        #expect(simulator.shown.map(\.screen) == [.compose])
        #expect(simulator.droppedPresentations == [second])
        // The stack notices that it never appeared, and asks again: then it comes in.
        #expect(await simulator.settle())
        #expect(simulator.shown == stack.routes)
        #expect(simulator.droppedPresentations == [second])
    }

    @Test func aPresentationDrawnWhileAnotherIsStillComingInIsDropped() async throws {
        // UIKit takes longer than the stack expects: the next presentation the stack draws
        // arrives while the first is still moving, and UIKit drops it.
        let simulator = NavigationSimulator<TestScreen>()
        simulator.presentationDuration = .seconds(3)
        let stack = simulator.stack
        stack.present(.compose, style: .sheet(withNavigation: true))
        simulator.update()
        await simulator.advance(by: .seconds(1))
        let late = try #require(
            stack.present(.settings, style: .sheet(withNavigation: false)).routeID)
        simulator.update()
        #expect(simulator.shown.map(\.screen) == [.compose])
        #expect(simulator.droppedPresentations == [late])
        #expect(await simulator.settle())
        #expect(simulator.shown == stack.routes)
    }

    @Test func aViewDrawnAnewShowsEveryRouteAtOnceInItsFirstRender() {
        // Two pushes in one turn on a platform that draws one change per update: a view on
        // screen can't follow, but a new view (a split view's detail column for a new
        // selection) shows them all in its first render.
        let simulator = NavigationSimulator<TestScreen>(capabilities: .oneChangePerUpdate)
        let stack = simulator.stack
        simulator.update()
        stack.push(.inbox)
        stack.push(.chat(1))
        simulator.drawAnew()
        simulator.update()
        #expect(simulator.invalidUpdates.isEmpty)
        #expect(simulator.shown == stack.routes)
    }

    @Test func updateSaysWhetherTheScreenChanged() {
        let simulator = NavigationSimulator<TestScreen>()
        #expect(!simulator.update())  // the first draw: the root, as it was
        simulator.stack.push(.settings)
        #expect(simulator.update())
        #expect(!simulator.update())
        simulator.stack.pop()
        #expect(simulator.update())
        simulator.stack.push(.inbox)
        #expect(simulator.update())
        #expect(!simulator.update())
        simulator.stack.pop()
        #expect(simulator.update())
        #expect(simulator.shown.isEmpty)
    }

    @Test func anUpdateSwiftUICouldNotDrawInOneGoIsRecorded() async {
        // Three pushes in one turn, on a platform that draws one change per update: the
        // screen can't follow, and the simulator says so (and draws the first step only).
        let simulator = NavigationSimulator<TestScreen>(capabilities: .oneChangePerUpdate)
        let stack = simulator.stack
        simulator.update()
        #expect(simulator.invalidUpdates.isEmpty)
        stack.push(.inbox)
        stack.push(.chat(1))
        stack.push(.chat(2))
        simulator.update()
        #expect(simulator.invalidUpdates.count == 1)
        #expect(simulator.shown.map(\.screen) == [.inbox])
    }

    @Test func theFirstDrawShowsWhatTheStackHoldsAtOnce() async {
        // A stack that has routes before anything draws it, as after a restore: SwiftUI shows
        // them in its first render, with no transition, which is no desync.
        let simulator = NavigationSimulator<TestScreen>(capabilities: .oneChangePerUpdate)
        let stack = simulator.stack
        stack.push(.inbox)
        stack.push(.chat(1))
        stack.push(.chat(2))
        simulator.update()
        #expect(simulator.invalidUpdates.isEmpty)
        #expect(simulator.shown == stack.routes)
        #expect(await simulator.settle())
    }

    @Test func afterTheUsersActionTheNextUpdateIsNotJudged() async {
        // The user's own pops change the screen outside any update: the next update may
        // look like more than one step, and that is not a desync.
        let simulator = NavigationSimulator<TestScreen>(capabilities: .oneChangePerUpdate)
        let stack = simulator.stack
        stack.push(.inbox)
        #expect(await simulator.settle())
        stack.push(.chat(1))
        #expect(await simulator.settle())
        simulator.userPops()
        stack.push(.settings)
        simulator.update()
        #expect(simulator.invalidUpdates.isEmpty)
        // Once drawn, updates are judged again.
        await simulator.settle()
        stack.push(.chat(2))
        stack.push(.chat(3))
        simulator.update()
        #expect(simulator.invalidUpdates.count == 1)
    }

    @Test func afterTheUserSwipesASheetDownTheNextUpdateIsNotJudged() async {
        // The user swipes the sheet down as the app, in the same turn, dismisses it and pushes
        // two screens: the update that follows mixes the user's change with the app's, and is
        // not judged; the ones after it are.
        let simulator = NavigationSimulator<TestScreen>(capabilities: .oneChangePerUpdate)
        let stack = simulator.stack
        stack.push(.inbox)
        #expect(await simulator.settle())
        stack.present(.compose, style: .sheet(withNavigation: true))
        #expect(await simulator.settle())
        simulator.userDismissesSheet()
        stack.dismiss()
        stack.push(.settings)
        stack.push(.chat(1))
        simulator.update()
        #expect(simulator.invalidUpdates.isEmpty)
        #expect(await simulator.settle())
        #expect(simulator.shown == stack.routes)
        stack.push(.chat(2))
        stack.push(.chat(3))
        simulator.update()
        #expect(simulator.invalidUpdates.count == 1)
    }

    @Test func theUpdateAfterTheStackHearsOfTheUsersDismissalIsNotJudged() async throws {
        // The user swipes the sheet down; before the stack hears of it, the view is drawn anew
        // with the sheet, and the app presents over the sheet it still believes up. When the
        // stack hears of the dismissal it drops the sheet and what is over it: the screen loses
        // two presentations in one update, the user's doing, not an update SwiftUI could not
        // draw.
        let simulator = NavigationSimulator<TestScreen>(capabilities: .oneChangePerUpdate)
        let stack = simulator.stack
        stack.push(.inbox)
        stack.present(.compose, style: .sheet(withNavigation: false))
        #expect(await simulator.settle())
        simulator.userDismissesSheet()
        let dismissal = simulator.takeReports()
        simulator.drawAnew()
        stack.present(.settings, style: .fullScreenCover(withNavigation: false))
        #expect(await simulator.settle())
        #expect(simulator.shown.map(\.screen) == [.inbox, .compose, .settings])
        for report in dismissal { report.send() }
        #expect(stack.screens == [.inbox])
        simulator.update()
        #expect(simulator.shown.map(\.screen) == [.inbox])
        #expect(simulator.invalidUpdates.isEmpty)
        // The one after it is judged again.
        stack.push(.chat(1))
        stack.push(.chat(2))
        simulator.update()
        #expect(simulator.invalidUpdates.count == 1)
    }

    @Test func theUserPoppingNothingIsNoAction() async {
        let simulator = NavigationSimulator<TestScreen>()
        simulator.stack.push(.inbox)
        #expect(await simulator.settle())
        simulator.userPops(0)
        simulator.userPops(-1)
        #expect(simulator.takeReports().isEmpty)
        #expect(simulator.shown.map(\.screen) == [.inbox])
        // Nor is popping at the root.
        simulator.userPops()
        #expect(await simulator.settle())
        simulator.userPops()
        #expect(simulator.takeReports().isEmpty)
        #expect(simulator.stack.routes.isEmpty)
    }

    @Test func settleStartsNoWaitAtOrPastItsLimit() async {
        // Two steps, each settled one push transition after it is drawn.
        let simulator = NavigationSimulator<TestScreen>(capabilities: .oneChangePerUpdate)
        simulator.stack.setRoutes([.push(.inbox), .push(.chat(1))])
        let limit = simulator.pushDuration
        #expect(await simulator.settle(limit: limit) == false)
        #expect(simulator.now == limit)
        #expect(simulator.shown.map(\.screen) == [.inbox, .chat(1)])
        #expect(await simulator.settle(limit: limit))
        #expect(simulator.now == limit * 2)
    }

    @Test func reportsDueTogetherArriveInTheOrderTheUserActed() async throws {
        // The user pops a screen inside the sheet, then swipes the sheet down, in the same
        // instant: the stack hears of the pop first, then of the dismissal.
        let simulator = NavigationSimulator<TestScreen>()
        simulator.presentationDuration = simulator.pushDuration
        let stack = simulator.stack
        stack.present(.compose, style: .sheet(withNavigation: true))
        #expect(await simulator.settle())
        stack.push(.settings)
        #expect(await simulator.settle())
        let log = EventLog(stack)
        simulator.userPops()
        simulator.userDismissesSheet()
        #expect(await simulator.settle())
        #expect(stack.routes.isEmpty)
        let userEvents = log.events.compactMap { event -> [TestScreen]? in
            switch event {
            case .poppedByUser(let routes), .dismissedByUser(let routes): routes.map(\.screen)
            default: nil
            }
        }
        #expect(userEvents == [[.settings], [.compose]])
        #expect(log.events.contains { if case .poppedByUser = $0 { true } else { false } })
    }
}
