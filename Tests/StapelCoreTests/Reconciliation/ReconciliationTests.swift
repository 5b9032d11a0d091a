import CustomDump
@_spi(StapelUI) import StapelCore
import Testing

@MainActor
@Suite("Reconciliation of what the user did")
struct ReconciliationTests {
    func layered() -> Stack<TestScreen> {
        Stack(routes: [
            .push(.inbox), .push(.chat(1)), .push(.profile(1)),
            .sheet(.compose, withNavigation: true), .push(.settings), .push(.chat(2)),
        ])
    }

    @Test func aBackSwipeIsAppliedAndEmittedAsAUserEvent() {
        let stack = layered()
        let sheet = stack.routes[3].id
        let log = EventLog(stack)
        let top = stack.routes[5]
        #expect(stack.reportPath([stack.routes[4].id], ofLayerStartedBy: sheet))
        expectNoDifference(stack.screens, [.inbox, .chat(1), .profile(1), .compose, .settings])
        expectNoDifference(log.events, [.poppedByUser([top])])
    }

    @Test func theLongPressMenuCanPopSeveral() {
        let stack = layered()
        stack.dismiss()
        #expect(stack.reportPath([stack.routes[0].id], ofLayerStartedBy: nil))
        expectNoDifference(stack.screens, [.inbox])
    }

    @Test func aSwipedDownSheetIsAppliedOnce() {
        let stack = layered()
        let sheet = stack.routes[3].id
        let log = EventLog(stack)
        #expect(stack.reportDismissal(of: sheet))
        #expect(!stack.reportDismissal(of: sheet))
        expectNoDifference(stack.screens, [.inbox, .chat(1), .profile(1)])
        #expect(log.events.count == 1)
        guard case .dismissedByUser(let routes)? = log.events.first else {
            Issue.record("expected dismissedByUser")
            return
        }
        #expect(routes.map(\.screen) == [.compose, .settings, .chat(2)])
    }

    @Test func staleDuplicateAndForeignReportsAreIgnoredQuietly() {
        let stack = layered()
        let before = stack.routes
        let sheet = stack.routes[3].id
        let log = EventLog(stack)
        let ids = stack.routes.map(\.id)
        // The same path again: a duplicate.
        #expect(!stack.reportPath([ids[4], ids[5]], ofLayerStartedBy: sheet))
        // A path that is not a prefix: SwiftUI's view of an older state.
        #expect(!stack.reportPath([ids[5]], ofLayerStartedBy: sheet))
        #expect(!stack.reportPath([ids[1]], ofLayerStartedBy: nil))
        // A longer path: nothing the user can do.
        #expect(!stack.reportPath([ids[0], ids[1], ids[2], .unique()], ofLayerStartedBy: nil))
        // A layer that is gone, and a dismissal of a push or of an unknown route.
        #expect(!stack.reportPath([], ofLayerStartedBy: .unique()))
        #expect(!stack.reportDismissal(of: ids[4]))
        #expect(!stack.reportDismissal(of: .unique()))
        expectNoDifference(stack.routes, before)
        #expect(log.events.isEmpty)
    }

    @Test func aLateBackReportAfterAProgramChangeRemovesOnlyWhatTheUserLeft() {
        let stack = layered()
        stack.dismiss()
        let ids = stack.routes.map(\.id)
        // The user swipes back from profile 1 while the program pushes settings on top of it.
        stack.push(.settings)
        #expect(stack.reportPath([ids[0], ids[1]], ofLayerStartedBy: nil))
        expectNoDifference(stack.screens, [.inbox, .chat(1)])
    }

    @Test func userPopsWithdrawOffersOfTheirLayers() {
        let stack = layered()
        let top = stack.routes[5].id
        stack.setEvaluator(PushEvaluator { _ in .offer }, for: .route(top))
        stack.push(.inbox)
        #expect(stack.pushOffers.count == 1)
        stack.reportPath([stack.routes[4].id], ofLayerStartedBy: stack.routes[3].id)
        #expect(stack.pushOffers.isEmpty)
    }
}
