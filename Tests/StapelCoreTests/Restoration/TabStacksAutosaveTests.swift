import CustomDump
import Foundation
import Testing

@testable import StapelCore

enum SavedTab: String, Hashable, Codable { case inbox, settings }

@MainActor
@Suite("Keeping every tab's stack and the selected tab in storage")
struct TabStacksAutosaveTests {
    /// Storage the app would give: the last data written.
    final class Storage {
        var data: Data?
        var writes = 0
    }

    func keep(_ tabs: TabStacks<SavedTab, LinkScreen>, in storage: Storage)
        -> TabStacksAutosave<SavedTab, LinkScreen>
    {
        let autosave = TabStacksAutosave(tabs: tabs)
        autosave.start(restoringFrom: storage.data) {
            storage.data = $0
            storage.writes += 1
        }
        return autosave
    }

    @Test func aRelaunchBringsBackEveryTabAndTheSelection() throws {
        let storage = Storage()
        let first = TabStacks<SavedTab, LinkScreen>(selection: .inbox)
        let autosave = keep(first, in: storage)
        first.stack(for: .inbox).setRoutes(LinkRoutes.messages(3, message: 4))
        first.stack(for: .inbox).settle()
        first.stack(for: .settings).push(.settings)
        first.select(.settings)
        autosave.stop()

        let relaunched = TabStacks<SavedTab, LinkScreen>(selection: .inbox)
        let again = keep(relaunched, in: storage)
        relaunched.stack(for: .inbox).settle()
        #expect(relaunched.selection == .settings)
        expectNoDifference(
            relaunched.stack(for: .inbox).routes, first.stack(for: .inbox).routes)
        expectNoDifference(
            relaunched.stack(for: .settings).routes, first.stack(for: .settings).routes)
        #expect(again.lastError == nil)
        #expect(again.hasRestored)
        #expect(again.results[.inbox]?.restoredCount == 4)
    }

    @Test func changesInAnyTabAndNewSelectionsAreSaved() throws {
        let storage = Storage()
        let tabs = TabStacks<SavedTab, LinkScreen>(selection: .inbox)
        let autosave = keep(tabs, in: storage)
        #expect(storage.writes == 1)
        tabs.stack(for: .settings).push(.settings)  // a tab made after the start
        #expect(storage.writes >= 2)
        let afterPush = storage.writes
        tabs.select(.settings)
        #expect(storage.writes == afterPush + 1)
        tabs.stack(for: .inbox).push(.inbox)
        #expect(storage.writes > afterPush + 1)
        autosave.stop()
        let stopped = storage.writes
        tabs.stack(for: .inbox).push(.chat(1))
        tabs.select(.inbox)
        #expect(storage.writes == stopped)
    }

    @Test func aLinkBeforeRestorationOpensInItsTabAfterTheRestore() throws {
        let storage = Storage()
        let saved = TabStacks<SavedTab, LinkScreen>(selection: .inbox)
        let savedAutosave = keep(saved, in: storage)
        saved.stack(for: .inbox).setRoutes(LinkRoutes.chat(1))
        saved.stack(for: .settings).push(.settings)
        savedAutosave.stop()

        let tabs = TabStacks<SavedTab, LinkScreen>(selection: .inbox)
        let autosave = TabStacksAutosave(tabs: tabs)
        // The link comes first, as one that launched the app can: it selects its tab and opens.
        tabs.select(.inbox)
        let result = try tabs.stack(for: .inbox).open(
            URL(string: "myapp://chats/7")!, using: linkTable)
        #expect(result.outcome == .waitingForRestoration)
        #expect(tabs.stack(for: .inbox).routes.isEmpty)
        autosave.start(restoringFrom: storage.data) { storage.data = $0 }
        tabs.stack(for: .inbox).settle()
        expectNoDifference(shapes(tabs.stack(for: .inbox).routes), shapes(LinkRoutes.chat(7)))
        #expect(tabs.stack(for: .settings).screens == [.settings])
        #expect(tabs.selection == .inbox)
    }

    @Test func aSelectionMadeBeforeTheRestoreWinsOverTheSavedOne() throws {
        let storage = Storage()
        let saved = TabStacks<SavedTab, LinkScreen>(selection: .settings)
        keep(saved, in: storage).stop()
        let tabs = TabStacks<SavedTab, LinkScreen>(selection: .settings)
        let autosave = TabStacksAutosave(tabs: tabs)
        tabs.select(.inbox)
        autosave.start(restoringFrom: storage.data) { _ in }
        #expect(tabs.selection == .inbox)

        // Selecting the tab that is selected already is the app's choice too.
        let same = TabStacks<SavedTab, LinkScreen>(selection: .inbox)
        let sameAutosave = TabStacksAutosave(tabs: same)
        same.select(.inbox)
        sameAutosave.start(restoringFrom: storage.data) { _ in }
        #expect(same.selection == .inbox)

        let untouched = TabStacks<SavedTab, LinkScreen>(selection: .inbox)
        keep(untouched, in: storage).stop()
        #expect(untouched.selection == .settings)
    }

    @Test func unreadableDataRestoresNothingAndSaysWhy() {
        let storage = Storage()
        storage.data = Data("not tabs".utf8)
        let tabs = TabStacks<SavedTab, LinkScreen>(selection: .inbox)
        tabs.stack(for: .inbox).push(.inbox)
        var autosave: TabStacksAutosave<SavedTab, LinkScreen>?
        withKnownIssue {
            autosave = keep(tabs, in: storage)
        } matching: { issue in
            issue.description.contains("restoring the navigation state")
        }
        #expect(tabs.stack(for: .inbox).screens == [.inbox])
        guard case .unreadable? = autosave?.lastError else {
            Issue.record(
                "expected an unreadable error, got \(String(describing: autosave?.lastError))")
            return
        }
    }

    @Test func aTabWhoseSavedStackIsBadKeepsTheOthers() throws {
        let good = try Stack<LinkScreen>(routes: [.push(.inbox)]).snapshotData()
        let snapshot = TabStacksSnapshot(
            selection: SavedTab.settings,
            stacks: [
                .init(tab: .inbox, stack: good), .init(tab: .settings, stack: Data("bad".utf8)),
            ])
        let storage = Storage()
        storage.data = try JSONEncoder().encode(snapshot)
        let tabs = TabStacks<SavedTab, LinkScreen>(selection: .inbox)
        withKnownIssue {
            _ = keep(tabs, in: storage)
        } matching: { issue in
            issue.description.contains("restoring the navigation state of tab settings")
        }
        #expect(tabs.stack(for: .inbox).screens == [.inbox])
        #expect(tabs.stack(for: .settings).routes.isEmpty)
        #expect(tabs.selection == .settings)
    }

    @Test func aTabsAutosaveReleasedBeforeRestoringLetsTheLinkOpen() async throws {
        let tabs = TabStacks<SavedTab, LinkScreen>(selection: .inbox)
        var autosave: TabStacksAutosave<SavedTab, LinkScreen>? = TabStacksAutosave(tabs: tabs)
        let result = try tabs.stack(for: .inbox).open(
            URL(string: "myapp://chats/7")!, using: linkTable)
        #expect(result.outcome == .waitingForRestoration)
        _ = autosave
        autosave = nil
        for _ in 0..<10 { await Task.yield() }
        tabs.stack(for: .inbox).settle()
        expectNoDifference(shapes(tabs.stack(for: .inbox).routes), shapes(LinkRoutes.chat(7)))
    }

    @Test func aSnapshotOfAnotherVersionRestoresNothingAndSaysWhy() throws {
        var snapshot = TabStacksSnapshot(selection: SavedTab.settings, stacks: [])
        snapshot.version = 2
        let storage = Storage()
        storage.data = try JSONEncoder().encode(snapshot)
        let tabs = TabStacks<SavedTab, LinkScreen>(selection: .inbox)
        var autosave: TabStacksAutosave<SavedTab, LinkScreen>?
        withKnownIssue {
            autosave = keep(tabs, in: storage)
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .restoration
        }
        #expect(tabs.selection == .inbox)
        guard case .unsupportedVersion(2)? = autosave?.lastError else {
            Issue.record(
                "expected version 2 refused, got \(String(describing: autosave?.lastError))")
            return
        }
    }

    @Test func aTabRestoredInPartWarnsAndKeepsTheValidStart() throws {
        let full = try Stack<LinkScreen>(routes: [.push(.inbox), .push(.chat(1))]).snapshotData()
        // The second route's screen is one the app no longer has.
        let text = String(decoding: full, as: UTF8.self)
            .replacingOccurrences(of: #"{"chat":{"_0":1}}"#, with: #"{"gone":{}}"#)
        #expect(text != String(decoding: full, as: UTF8.self))
        let snapshot = TabStacksSnapshot(
            selection: SavedTab.inbox, stacks: [.init(tab: .inbox, stack: Data(text.utf8))])
        let storage = Storage()
        storage.data = try JSONEncoder().encode(snapshot)
        let tabs = TabStacks<SavedTab, LinkScreen>(selection: .inbox)
        var autosave: TabStacksAutosave<SavedTab, LinkScreen>?
        withKnownIssue {
            autosave = keep(tabs, in: storage)
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .restoration
                && issue.description.contains("tab inbox")
        }
        tabs.stack(for: .inbox).settle()
        #expect(tabs.stack(for: .inbox).screens == [.inbox])
        #expect(autosave?.results[.inbox]?.restoredCount == 1)
    }

    @Test func heterogeneousTabsAreKeptThroughARegistry() throws {
        var registry = ScreenTypeRegistry()
        registry.register(String.self, as: "text")
        var data: Data?
        let tabs = TabStacks<SavedTab, AnyScreen>(selection: .inbox)
        let autosave = TabStacksAutosave(tabs: tabs, registry: registry)
        autosave.start(restoringFrom: nil) { data = $0 }
        tabs.stack(for: .settings).push(AnyScreen("Privacy"))
        tabs.select(.settings)
        autosave.stop()

        let relaunched = TabStacks<SavedTab, AnyScreen>(selection: .inbox)
        let again = TabStacksAutosave(tabs: relaunched, registry: registry)
        again.start(restoringFrom: data) { _ in }
        relaunched.stack(for: .settings).settle()
        #expect(relaunched.selection == .settings)
        #expect(relaunched.stack(for: .settings).screens == [AnyScreen("Privacy")])

        // A screen of a type the registry does not know cannot be saved: the last save stays.
        let saved = data
        withKnownIssue {
            relaunched.stack(for: .settings).push(AnyScreen(42))
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .restoration
                && issue.description.contains("saving")
        }
        #expect(again.lastError != nil)
        #expect(data == saved)
    }
}
