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

    func keep(_ tabs: KeyedNavigation<SavedTab, Stack<LinkScreen>>, in storage: Storage)
        -> NavigationAutosave<KeyedNavigation<SavedTab, Stack<LinkScreen>>>
    {
        let autosave = NavigationAutosave(tabs)
        autosave.start(restoringFrom: storage.data) {
            storage.data = $0
            storage.writes += 1
        }
        return autosave
    }

    /// The saved form of tabs, as an autosave writes it, with each tab's node as given.
    func savedTabs(selection: String, children: [(String, Data)], version: Int = 1) throws
        -> Data
    {
        let nodes = try children.map { key, node in
            [
                "key": key,
                "node": try JSONSerialization.jsonObject(with: node, options: .fragmentsAllowed),
            ]
        }
        let root: [String: Any] = ["selection": selection, "children": nodes]
        return try JSONSerialization.data(withJSONObject: ["version": version, "root": root])
    }

    @Test func aRelaunchBringsBackEveryTabAndTheSelection() throws {
        let storage = Storage()
        let first = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .inbox)
        let autosave = keep(first, in: storage)
        first.child(for: .inbox).setRoutes(LinkRoutes.messages(3, message: 4))
        first.child(for: .inbox).settle()
        first.child(for: .settings).push(.settings)
        first.select(.settings)
        autosave.stop()

        let relaunched = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .inbox)
        let again = keep(relaunched, in: storage)
        relaunched.child(for: .inbox).settle()
        #expect(relaunched.selection == .settings)
        expectNoDifference(
            relaunched.child(for: .inbox).routes, first.child(for: .inbox).routes)
        expectNoDifference(
            relaunched.child(for: .settings).routes, first.child(for: .settings).routes)
        #expect(again.lastError == nil)
        #expect(again.hasRestored)
        #expect(again.results[["inbox"]]?.restoredCount == 4)
    }

    @Test func changesInAnyTabAndNewSelectionsAreSaved() throws {
        let storage = Storage()
        let tabs = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .inbox)
        let autosave = keep(tabs, in: storage)
        #expect(storage.writes == 1)
        tabs.child(for: .settings).push(.settings)  // a tab made after the start
        #expect(storage.writes >= 2)
        let afterPush = storage.writes
        tabs.select(.settings)
        #expect(storage.writes == afterPush + 1)
        tabs.child(for: .inbox).push(.inbox)
        #expect(storage.writes > afterPush + 1)
        autosave.stop()
        let stopped = storage.writes
        tabs.child(for: .inbox).push(.chat(1))
        tabs.select(.inbox)
        #expect(storage.writes == stopped)
    }

    @Test func aLinkBeforeRestorationOpensInItsTabAfterTheRestore() throws {
        let storage = Storage()
        let saved = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .inbox)
        let savedAutosave = keep(saved, in: storage)
        saved.child(for: .inbox).setRoutes(LinkRoutes.chat(1))
        saved.child(for: .settings).push(.settings)
        savedAutosave.stop()

        let tabs = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .inbox)
        let autosave = NavigationAutosave(tabs)
        // The link comes first, as one that launched the app can: it selects its tab and opens.
        tabs.select(.inbox)
        let result = try tabs.child(for: .inbox).open(
            URL(string: "myapp://chats/7")!, using: linkTable)
        #expect(result.outcome == .waitingForRestoration)
        #expect(tabs.child(for: .inbox).routes.isEmpty)
        autosave.start(restoringFrom: storage.data) { storage.data = $0 }
        tabs.child(for: .inbox).settle()
        expectNoDifference(shapes(tabs.child(for: .inbox).routes), shapes(LinkRoutes.chat(7)))
        #expect(tabs.child(for: .settings).screens == [.settings])
        #expect(tabs.selection == .inbox)
    }

    @Test func aSelectionMadeBeforeTheRestoreWinsOverTheSavedOne() throws {
        let storage = Storage()
        let saved = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .settings)
        keep(saved, in: storage).stop()
        let tabs = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .settings)
        let autosave = NavigationAutosave(tabs)
        tabs.select(.inbox)
        autosave.start(restoringFrom: storage.data) { _ in }
        #expect(tabs.selection == .inbox)

        // Selecting the tab that is selected already is the app's choice too.
        let same = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .inbox)
        let sameAutosave = NavigationAutosave(same)
        same.select(.inbox)
        sameAutosave.start(restoringFrom: storage.data) { _ in }
        #expect(same.selection == .inbox)

        let untouched = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .inbox)
        keep(untouched, in: storage).stop()
        #expect(untouched.selection == .settings)
    }

    @Test func unreadableDataRestoresNothingAndSaysWhy() {
        let storage = Storage()
        storage.data = Data("not tabs".utf8)
        let tabs = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .inbox)
        tabs.child(for: .inbox).push(.inbox)
        var autosave: NavigationAutosave<KeyedNavigation<SavedTab, Stack<LinkScreen>>>?
        withKnownIssue {
            autosave = keep(tabs, in: storage)
        } matching: { issue in
            issue.description.contains("restoring the navigation state")
        }
        #expect(tabs.child(for: .inbox).screens == [.inbox])
        guard case .unreadable? = autosave?.lastError else {
            Issue.record(
                "expected an unreadable error, got \(String(describing: autosave?.lastError))")
            return
        }
    }

    @Test func aTabWhoseSavedStackIsBadKeepsTheOthers() throws {
        let good = try Stack<LinkScreen>(routes: [.push(.inbox)]).snapshotData()
        let storage = Storage()
        storage.data = try savedTabs(
            selection: "settings", children: [("inbox", good), ("settings", Data(#""bad""#.utf8))])
        let tabs = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .inbox)
        withKnownIssue {
            _ = keep(tabs, in: storage)
        } matching: { issue in
            issue.description.contains("restoring the navigation state at settings")
        }
        #expect(tabs.child(for: .inbox).screens == [.inbox])
        #expect(tabs.child(for: .settings).routes.isEmpty)
        #expect(tabs.selection == .settings)
    }

    @Test func aTabsAutosaveReleasedBeforeRestoringLetsTheLinkOpen() async throws {
        let tabs = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .inbox)
        var autosave: NavigationAutosave<KeyedNavigation<SavedTab, Stack<LinkScreen>>>? =
            NavigationAutosave(tabs)
        let result = try tabs.child(for: .inbox).open(
            URL(string: "myapp://chats/7")!, using: linkTable)
        #expect(result.outcome == .waitingForRestoration)
        _ = autosave
        autosave = nil
        for _ in 0..<10 { await Task.yield() }
        tabs.child(for: .inbox).settle()
        expectNoDifference(shapes(tabs.child(for: .inbox).routes), shapes(LinkRoutes.chat(7)))
    }

    @Test func aSnapshotOfAnotherVersionRestoresNothingAndSaysWhy() throws {
        let storage = Storage()
        storage.data = try savedTabs(selection: "settings", children: [], version: 2)
        let tabs = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .inbox)
        var autosave: NavigationAutosave<KeyedNavigation<SavedTab, Stack<LinkScreen>>>?
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
        let storage = Storage()
        storage.data = try savedTabs(selection: "inbox", children: [("inbox", Data(text.utf8))])
        let tabs = KeyedNavigation<SavedTab, Stack<LinkScreen>>(selection: .inbox)
        var autosave: NavigationAutosave<KeyedNavigation<SavedTab, Stack<LinkScreen>>>?
        withKnownIssue {
            autosave = keep(tabs, in: storage)
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .restoration
                && issue.description.contains("at inbox")
        }
        tabs.child(for: .inbox).settle()
        #expect(tabs.child(for: .inbox).screens == [.inbox])
        #expect(autosave?.results[["inbox"]]?.restoredCount == 1)
    }

    @Test func heterogeneousTabsAreKeptThroughARegistry() throws {
        var registry = ScreenTypeRegistry()
        registry.register(String.self, as: "text")
        var data: Data?
        let tabs = KeyedNavigation<SavedTab, Stack<AnyScreen>>(selection: .inbox)
        let autosave = NavigationAutosave(tabs, registry: registry)
        autosave.start(restoringFrom: nil) { data = $0 }
        tabs.child(for: .settings).push(AnyScreen("Privacy"))
        tabs.select(.settings)
        autosave.stop()

        let relaunched = KeyedNavigation<SavedTab, Stack<AnyScreen>>(selection: .inbox)
        let again = NavigationAutosave(relaunched, registry: registry)
        again.start(restoringFrom: data) { _ in }
        relaunched.child(for: .settings).settle()
        #expect(relaunched.selection == .settings)
        #expect(relaunched.child(for: .settings).screens == [AnyScreen("Privacy")])

        // A screen of a type the registry does not know cannot be saved: the last save stays.
        let saved = data
        withKnownIssue {
            relaunched.child(for: .settings).push(AnyScreen(42))
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .restoration
                && issue.description.contains("saving")
        }
        #expect(again.lastError != nil)
        #expect(data == saved)
    }
}
