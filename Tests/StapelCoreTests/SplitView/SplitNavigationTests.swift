import CustomDump
import Foundation
@_spi(StapelUI) import StapelCore
import StapelTesting
import Testing

/// The mail app of the split view tests: mailboxes, messages, and what a message pushes.
enum Mailbox: String, Hashable, Sendable, Codable { case inbox, sent, archive }
enum MailScreen: Hashable, Sendable, Codable {
    case thread(Int)
    case attachment(Int)
    case reply
    case contact(String)
}

typealias Mail = SplitNavigation<Mailbox, Int, MailScreen>
typealias MailRoute = Route<SplitScreen<Mailbox, Int, MailScreen>>

/// The links of the mail app: a mailbox, a message in it, and a message with screens on it.
@MainActor
var mailLinks: DeepLinkTable<SplitScreen<Mailbox, Int, MailScreen>> {
    do {
        return try DeepLinkTable([
            DeepLinkPattern("mail/:box") { values in
                [.push(.sidebar(try mailbox(values)))]
            } values: { _ in
                nil
            },
            DeepLinkPattern("mail/:box/:message(Int)") { values in
                [
                    .push(.sidebar(try mailbox(values))),
                    .push(.content(try values.value("message"))),
                ]
            } values: { _ in
                nil
            },
            DeepLinkPattern("mail/:box/:message(Int)/thread/:thread(Int)") { values in
                let thread = try values.value("thread", as: Int.self)
                return [
                    .push(.sidebar(try mailbox(values))),
                    .push(.content(try values.value("message"))),
                    .push(.detail(.thread(thread))), .push(.detail(.attachment(thread))),
                    .sheet(.detail(.reply), withNavigation: true), .push(.detail(.contact("ann"))),
                ]
            } values: { _ in
                nil
            },
            DeepLinkPattern("broken") { _ in
                [.push(.detail(.reply)), .push(.sidebar(.inbox))]
            } values: { _ in
                nil
            },
        ])
    } catch {
        fatalError("\(error)")
    }
}

private func mailbox(_ values: DeepLinkValues) throws -> Mailbox {
    let name = try values.value("box", as: String.self)
    guard let box = Mailbox(rawValue: name) else {
        throw DeepLinkError.invalidParameter(name: "box", text: name)
    }
    return box
}

@MainActor
@Suite("Split views: the model")
struct SplitNavigationTests {
    /// The changes of the columns the split view reports to its tree's observers (the detail
    /// column's routes left out).
    func events(_ mail: Mail) -> (EventSubscription, () -> [NavigationEvent.Change]) {
        var events: [NavigationEvent.Change] = []
        let subscription = mail.onNavigationEvent { event in
            #expect(event.path == [])
            if case .routes = event.change { return }
            events.append(event.change)
        }
        return (subscription, { events })
    }

    @Test func aCancelledOrReleasedSubscriptionHearsNoMoreAndFreesItsHandler() {
        final class Sentinel {}
        let mail = Mail()
        var heard = 0
        var sentinel: Sentinel? = Sentinel()
        weak let handlerAlive = sentinel
        var released: EventSubscription? = mail.onNavigationEvent { [sentinel] _ in
            withExtendedLifetime(sentinel) { heard += 1 }
        }
        sentinel = nil
        let cancelled = mail.onNavigationEvent { _ in heard += 100 }
        mail.sidebarSelection = .inbox
        #expect(heard == 101)
        cancelled.cancel()
        #expect(cancelled.isCancelled)
        mail.sidebarSelection = .sent
        #expect(heard == 102)
        #expect(handlerAlive != nil)
        released = nil
        #expect(handlerAlive == nil)
        mail.sidebarSelection = .inbox
        #expect(heard == 102)
        #expect(released == nil)
    }

    @Test func aNewSelectionClearsTheColumnsAfterItWithEvents() {
        let mail = Mail()
        let (subscription, log) = events(mail)
        mail.sidebarSelection = .inbox
        mail.contentSelection = 42
        mail.detail.push(.thread(1))
        mail.detail.present(.reply, style: .sheet(withNavigation: true))
        #expect(mail.topColumn == .detail)
        mail.contentSelection = 42
        #expect(mail.detail.depth == 2)
        mail.sidebarSelection = .sent
        #expect(mail.contentSelection == nil)
        #expect(mail.detail.routes.isEmpty)
        #expect(mail.topColumn == .content)
        expectNoDifference(
            log(),
            [
                .sidebarSelected("inbox"), .contentSelected("42"), .contentSelected(nil),
                .sidebarSelected("sent"),
            ])
        mail.columnVisibility = .detailOnly
        mail.columnVisibility = .detailOnly
        #expect(log().last == .columnVisibilityChanged(.detailOnly))
        #expect(log().count == 5)
        subscription.cancel()
        mail.sidebarSelection = .archive
        #expect(log().count == 5)
    }

    @Test func goingBackPopsTheDetailThenTheContentThenTheSidebar() {
        let mail = Mail(sidebarSelection: .inbox, contentSelection: 1)
        mail.detail.push(.thread(1))
        mail.detail.push(.attachment(2))
        var steps: [SplitColumn] = []
        while mail.canGoBack {
            mail.goBack()
            steps.append(mail.topColumn)
        }
        #expect(steps == [.detail, .detail, .content, .sidebar])
        #expect(mail.sidebarSelection == nil)
        mail.goBack()
        #expect(mail.topColumn == .sidebar)
        let two = SplitNavigation<Mailbox, Never, MailScreen>(sidebarSelection: .inbox)
        #expect(Mail.hasContentColumn)
        #expect(!SplitNavigation<Mailbox, Never, MailScreen>.hasContentColumn)
        #expect(two.topColumn == .detail)
        two.goBack()
        #expect(two.sidebarSelection == nil)
    }

    @Test func theUsersBackInTheCollapsedSplitViewAppliesWhileItIsCurrent() {
        let mail = Mail(sidebarSelection: .inbox, contentSelection: 1)
        let (subscription, log) = events(mail)
        mail.reportCollapsed(true)
        mail.reportCollapsed(true)
        #expect(mail.isCollapsed)
        let drawn = mail.selectionIdentity
        // The app selects another message before the report of the user's back arrives.
        mail.contentSelection = 2
        #expect(!mail.reportCompactColumn(.content, drawn: drawn))
        #expect(mail.contentSelection == 2)
        // A report drawn with what the split view shows applies.
        #expect(mail.reportCompactColumn(.content, drawn: mail.selectionIdentity))
        #expect(mail.contentSelection == nil)
        #expect(mail.sidebarSelection == .inbox)
        // Going back to where the split view is already is nothing.
        #expect(!mail.reportCompactColumn(.content, drawn: mail.selectionIdentity))
        #expect(mail.reportCompactColumn(.sidebar, drawn: mail.selectionIdentity))
        #expect(mail.sidebarSelection == nil)
        mail.reportCollapsed(false)
        expectNoDifference(
            log(),
            [
                .contentSelected("2"), .contentSelected(nil), .sidebarSelected(nil),
            ])
        _ = subscription
    }

    @Test func theUsersBackFromDetailRoutesWithNoSelectionClearsThem() {
        let mail = Mail()
        mail.detail.push(.contact("ann"))
        // Side by side, the column on top means nothing: a write of it changes nothing.
        #expect(!mail.reportCompactColumn(.sidebar, drawn: mail.selectionIdentity))
        #expect(mail.detail.depth == 1)
        mail.reportCollapsed(true)
        #expect(mail.topColumn == .detail)
        #expect(mail.reportCompactColumn(.sidebar, drawn: mail.selectionIdentity))
        #expect(mail.detail.routes.isEmpty)
        #expect(mail.topColumn == .sidebar)
        #expect(!mail.reportCompactColumn(.detail, drawn: mail.selectionIdentity))
    }

    @Test func aStateIsSetAtOnceAndItsDetailRoutesArePlanned() throws {
        let mail = Mail(detail: Stack(capabilities: .oneChangePerUpdate))
        let state = SplitState<Mailbox, Int, MailScreen>(
            sidebarSelection: .inbox, contentSelection: 7,
            detailRoutes: [.push(.thread(7)), .push(.attachment(1)), .sheet(.reply)],
            columnVisibility: .all)
        let change = mail.setState(state)
        #expect(mail.sidebarSelection == .inbox)
        #expect(mail.contentSelection == 7)
        #expect(mail.columnVisibility == .all)
        mail.detail.runPlanToCompletion()
        #expect(change.outcomeIfEnded == .completed)
        #expect(mail.state == state)
        #expect(mail.state.collapsedRoutes == state.collapsedRoutes)
        // A state whose detail routes can't stand changes nothing.
        var broken = state
        broken.sidebarSelection = .sent
        broken.detailRoutes = [.sheet(.reply), .push(.thread(1))]
        withKnownIssue {
            mail.setState(broken)
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .invalidRouteList
        }
        #expect(mail.state == state)
    }

    @Test func aLinkSelectsInEachColumnAndOpensTheDetailRoutes() throws {
        let mail = Mail()
        let url = URL(string: "myapp://mail/inbox/42/thread/3")!
        let result = try mail.open(url, using: mailLinks)
        mail.detail.runPlanToCompletion()
        #expect(result.routeCount == 6)
        #expect(result.keptCount == 0)
        #expect(result.outcome == .completed)
        #expect(mail.sidebarSelection == .inbox)
        #expect(mail.contentSelection == 42)
        #expect(
            mail.detail.routes.map(\.screen) == [
                .thread(3), .attachment(3), .reply, .contact("ann"),
            ])
        #expect(mail.detail.routes.map(\.style)[2] == .sheet(withNavigation: true))
        // The same message again keeps the selections and the detail routes it shows.
        let again = try mail.open(URL(string: "myapp://mail/inbox/42")!, using: mailLinks)
        mail.detail.runPlanToCompletion()
        #expect(again.keptCount == 2)
        #expect(mail.detail.routes.isEmpty)
        // Another mailbox clears the message.
        try mail.open(URL(string: "myapp://mail/sent")!, using: mailLinks)
        #expect(mail.sidebarSelection == .sent)
        #expect(mail.contentSelection == nil)
        // A link whose routes are not a split view changes nothing.
        let refusal = #expect(throws: DeepLinkError.self) {
            try mail.open(URL(string: "myapp://broken")!, using: mailLinks)
        }
        guard case .invalidSplitRoutes(.misplacedSelection(_, index: 1))? = refusal else {
            Issue.record("expected a misplaced selection at 1, got \(String(describing: refusal))")
            return
        }
        #expect(mail.sidebarSelection == .sent)
    }

    @Test func anEvaluatorStopsALinkAtItsIndexInTheWholeLink() throws {
        let mail = Mail()
        let url = URL(string: "myapp://mail/inbox/42/thread/3")!
        try mail.open(url, using: mailLinks)
        mail.detail.runPlanToCompletion()
        mail.detail.goBack(to: .index(0))
        // The thread refuses what is pushed on it.
        let thread = try #require(mail.detail.routes.first?.id)
        mail.detail.setEvaluator(PushEvaluator { _ in .reject }, for: .route(thread))
        let stopped = try mail.open(url, using: mailLinks)
        guard case .stopped(let index, let push) = stopped.outcome else {
            Issue.record("expected the link to stop, got \(stopped.outcome)")
            return
        }
        // Two selections and the thread are kept; the attachment, fourth, is refused.
        #expect(index == 3)
        #expect(push.outcome == .rejected)
        #expect(stopped.keptCount == 3)
        #expect(mail.detail.routes.map(\.screen) == [.thread(3)])
    }

    @Test func aSplitViewSavesAndRestoresEverything() throws {
        let mail = Mail(columnVisibility: .doubleColumn)
        try mail.open(URL(string: "myapp://mail/archive/5/thread/9")!, using: mailLinks)
        mail.detail.runPlanToCompletion()
        let data = try mail.snapshotData()
        let relaunched = Mail()
        let result = try relaunched.restore(from: data)
        relaunched.detail.runPlanToCompletion()
        #expect(result.isComplete)
        #expect(result.restoredCount == 6)
        #expect(relaunched.state == mail.state)
        #expect(relaunched.columnVisibility == .doubleColumn)
        // Restored state is shown at launch: its detail routes come in without an animation,
        // unless asked.
        #expect(relaunched.detail.animatesChanges == false)
        let animated = Mail()
        try animated.restore(from: data, animated: true)
        #expect(animated.detail.animatesChanges)
    }

    @Test func aSavedSplitViewThatReadsInPartRestoresItsValidStart() throws {
        let mail = Mail(sidebarSelection: .inbox, contentSelection: 5)
        mail.detail.push(.thread(5))
        let data = try mail.snapshotData()
        // The content selection can't be read: it takes the detail routes with it.
        var text = String(decoding: data, as: UTF8.self)
        text = text.replacingOccurrences(
            of: #"{"content":{"_0":5}}"#, with: #"{"content":{"_0":"five"}}"#)
        let relaunched = Mail()
        let result = try relaunched.restore(from: Data(text.utf8))
        #expect(relaunched.sidebarSelection == .inbox)
        #expect(relaunched.contentSelection == nil)
        #expect(relaunched.detail.routes.isEmpty)
        #expect(result.restoredCount == 1)
        #expect(result.dropped.map(\.index) == [1, 2])
        // A selection out of place is dropped with what follows it.
        let misplaced = SplitSnapshot(
            state: SplitState<Mailbox, Int, MailScreen>(detailRoutes: [.push(.reply)]))
        var encoded = String(decoding: try JSONEncoder().encode(misplaced), as: UTF8.self)
        encoded = encoded.replacingOccurrences(of: #""styles":"p""#, with: #""styles":"pp""#)
        encoded = encoded.replacingOccurrences(
            of: #""screens":[{"detail":{"_0":{"reply":{}}}}]"#,
            with: #""screens":[{"detail":{"_0":{"reply":{}}}},{"sidebar":{"_0":"inbox"}}]"#)
        encoded = encoded.replacingOccurrences(
            of: #""ids":"\#(misplaced.state.detailRoutes[0].id.rawValue)""#,
            with: #""ids":"\#(misplaced.state.detailRoutes[0].id.rawValue),1""#)
        let snapshot = try SplitSnapshot<Mailbox, Int, MailScreen>(jsonData: Data(encoded.utf8))
        #expect(snapshot.state.detailRoutes.map(\.screen) == [.reply])
        #expect(snapshot.droppedRoutes.map(\.index) == [1])
    }

    @Test func detailRoutesThatCantStandOnTheDetailColumnAreDroppedAndTheSelectionsStay() throws {
        let mail = Mail(sidebarSelection: .inbox, contentSelection: 3)
        mail.detail.push(.thread(1))
        let onStack = mail.detail.routes[0]
        // The saved detail route has the identity of the one on the stack, as a sheet: a
        // route keeps its style, so it can't be restored there.
        let saved = SplitSnapshot(
            state: SplitState<Mailbox, Int, MailScreen>(
                sidebarSelection: .inbox, contentSelection: 3,
                detailRoutes: [
                    Route(.reply, style: .sheet(withNavigation: true), id: onStack.id),
                    .push(.thread(2)),
                ]))
        let result = try mail.restore(from: saved)
        #expect(result.restoredCount == 2)
        // The first detail route says why; the one after it goes because it follows it.
        #expect(result.dropped.map(\.index) == [2, 3])
        guard case .invalidEntry = result.dropped[0].reason else {
            Issue.record("the first dropped route has no reason of its own: \(result.dropped)")
            return
        }
        #expect(result.dropped[1].reason == .followsDroppedRoute)
        #expect(result.change.outcomeIfEnded == .completed)
        #expect(mail.sidebarSelection == .inbox)
        #expect(mail.contentSelection == 3)
        #expect(mail.detail.routes.map(\.id) == [onStack.id])
    }

    @Test func dataThatIsNotASavedSplitViewChangesNothing() throws {
        let mail = Mail(sidebarSelection: .sent)
        #expect(throws: RestorationError.unsupportedVersion(9)) {
            try mail.restore(from: Data(#"{"version":9,"stack":{}}"#.utf8))
        }
        #expect {
            try mail.restore(from: Data("[]".utf8))
        } throws: { error in
            guard case .unreadable? = error as? RestorationError else { return false }
            return true
        }
        let nothing = SplitSnapshot<Mailbox, Int, MailScreen>(
            state: SplitState(),
            droppedRoutes: [DroppedRoute(index: 0, reason: .followsDroppedRoute)])
        #expect(throws: RestorationError.nothingRestored(dropped: nothing.droppedRoutes)) {
            try mail.restore(from: nothing)
        }
        #expect(mail.sidebarSelection == .sent)
    }
}
