import Foundation
@_spi(StapelUI) import StapelCore
import StapelTesting
import Testing

@MainActor
@Suite("Split views: kept in storage")
struct SplitAutosaveTests {
    @Test func everyChangeIsSavedAndARelaunchComesBack() throws {
        var stored: Data?
        var writes = 0
        let mail = Mail()
        let autosave = NavigationAutosave(mail)
        autosave.start(restoringFrom: nil) {
            stored = $0
            writes += 1
        }
        #expect(writes == 1)
        mail.sidebarSelection = .inbox
        mail.contentSelection = 3
        mail.detail.push(.thread(3))
        mail.columnVisibility = .all
        #expect(writes == 5)
        mail.detail.setEvaluator(PushEvaluator { _ in .reject }, for: .root)
        mail.detail.popToRoot()
        mail.detail.push(.reply)  // refused: no change, no save
        #expect(writes == 6)
        autosave.stop()
        mail.sidebarSelection = .sent
        #expect(writes == 6)

        let relaunched = Mail()
        let again = NavigationAutosave(relaunched)
        again.start(restoringFrom: stored) { _ in }
        relaunched.detail.runPlanToCompletion()
        #expect(again.hasRestored)
        #expect(again.lastError == nil)
        #expect(relaunched.sidebarSelection == .inbox)
        #expect(relaunched.contentSelection == 3)
        #expect(relaunched.columnVisibility == .all)
        #expect(relaunched.detail.routes.isEmpty)
    }

    @Test func aLinkBeforeTheRestoreOpensAfterIt() throws {
        let saved = Mail(sidebarSelection: .archive, contentSelection: 1)
        let data = try savedTree(saved.snapshotData())
        let mail = Mail()
        let autosave = NavigationAutosave(mail)
        let result = try mail.open(URL(string: "myapp://mail/inbox/42/thread/3")!, using: mailLinks)
        #expect(result.outcome == .waitingForRestoration)
        #expect(mail.sidebarSelection == nil)
        autosave.start(restoringFrom: data) { _ in }
        mail.detail.runPlanToCompletion()
        #expect(mail.sidebarSelection == .inbox)
        #expect(mail.contentSelection == 42)
        #expect(mail.detail.depth == 4)
        #expect(result.change?.outcomeIfEnded == .completed)
    }

    @Test func unreadableDataWarnsAndLeavesTheSplitViewAsItWas() {
        let mail = Mail(sidebarSelection: .sent)
        let autosave = NavigationAutosave(mail)
        withKnownIssue {
            autosave.start(restoringFrom: Data("nonsense".utf8)) { _ in }
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .restoration
                && issue.description.contains("restoring the navigation state")
        }
        #expect(mail.sidebarSelection == .sent)
        guard case .unreadable? = autosave.lastError else {
            Issue.record("expected .unreadable, got \(String(describing: autosave.lastError))")
            return
        }
    }

    @Test func anAutosaveReleasedBeforeRestoringLetsALinkOpen() async throws {
        let mail = Mail()
        var autosave: NavigationAutosave<SplitNavigation<Mailbox, Int, MailScreen>>? =
            NavigationAutosave(mail)
        let result = try mail.open(URL(string: "myapp://mail/sent")!, using: mailLinks)
        #expect(result.outcome == .waitingForRestoration)
        autosave = nil
        #expect(autosave == nil)
        for _ in 0..<100 { await Task.yield() }
        #expect(mail.sidebarSelection == .sent)
    }
}
