import CustomDump
import Foundation
import Testing

@testable @_spi(StapelUI) import StapelCore

enum TreeTab: String, Hashable, Codable, Sendable { case mail, inbox, settings }

/// The app most teams ship: a mail split view beside two stacks, in tabs.
@MainActor
final class TreeApp {
    let mail = Mail()
    let inbox = Stack<LinkScreen>()
    let settings = Stack<LinkScreen>()
    let tabs: KeyedNavigation<TreeTab, any NavigationNode>

    init() {
        tabs = KeyedNavigation(
            selection: .inbox, children: [.mail: mail, .inbox: inbox, .settings: settings])
    }
}

@MainActor
@Suite("One tree of holders: saved, restored, observed and gone back in as one")
struct NavigationTreeTests {
    final class Storage {
        var data: Data?
        var writes = 0
    }

    @discardableResult
    func keep<Root>(_ root: Root, in storage: Storage) -> NavigationAutosave<Root> {
        let autosave = NavigationAutosave(root)
        autosave.start(restoringFrom: storage.data) {
            storage.data = $0
            storage.writes += 1
        }
        return autosave
    }

    /// Keeps `root`, expecting the restore to warn with `text`.
    func keep<Root>(_ root: Root, in storage: Storage, warning text: String)
        -> NavigationAutosave<Root>
    {
        let autosave = NavigationAutosave(root)
        withKnownIssue {
            autosave.start(restoringFrom: storage.data) { storage.data = $0 }
        } matching: { issue in
            issue.description.contains(text)
        }
        return autosave
    }

    @Test func tabsOfASplitViewAndStacksSaveAndRestoreAsOne() throws {
        let storage = Storage()
        let app = TreeApp()
        let autosave = keep(app.tabs, in: storage)
        app.mail.sidebarSelection = .sent
        app.mail.contentSelection = 9
        app.mail.detail.push(.thread(9))
        app.inbox.setRoutes(LinkRoutes.chat(3))
        app.inbox.settle()
        app.settings.push(.settings)
        app.tabs.select(.mail)
        autosave.stop()

        let relaunched = TreeApp()
        let again = keep(relaunched.tabs, in: storage)
        relaunched.inbox.settle()
        relaunched.mail.detail.settle()
        #expect(again.failures.isEmpty)
        #expect(relaunched.tabs.selection == .mail)
        #expect(relaunched.mail.sidebarSelection == .sent)
        #expect(relaunched.mail.contentSelection == 9)
        #expect(relaunched.mail.detail.screens == [.thread(9)])
        expectNoDifference(relaunched.inbox.routes, app.inbox.routes)
        #expect(relaunched.settings.screens == [.settings])
        #expect(again.results[["inbox"]]?.restoredCount == app.inbox.routes.count)
        #expect(again.results[["mail"]]?.restoredCount == 3)
    }

    @Test func windowsOfTabsNestAndEachNodeIsFoundByItsPath() throws {
        typealias Tabs = KeyedNavigation<TreeTab, Stack<LinkScreen>>
        let storage = Storage()
        let windows = KeyedNavigation<SceneID, Tabs>(selection: SceneID(rawValue: "A")) { _ in
            Tabs(selection: .inbox)
        }
        let autosave = keep(windows, in: storage)
        windows.child(for: SceneID(rawValue: "A")).child(for: .inbox).push(.chat(1))
        windows.child(for: SceneID(rawValue: "B")).select(.settings)
        windows.child(for: SceneID(rawValue: "B")).child(for: .settings).push(.settings)
        windows.select(SceneID(rawValue: "B"))
        autosave.stop()

        let relaunched = KeyedNavigation<SceneID, Tabs>(selection: SceneID(rawValue: "A")) { _ in
            Tabs(selection: .inbox)
        }
        let again = keep(relaunched, in: storage)
        #expect(relaunched.selection == SceneID(rawValue: "B"))
        #expect(relaunched.keys == [SceneID(rawValue: "A"), SceneID(rawValue: "B")])
        let windowB = relaunched.child(for: SceneID(rawValue: "B"))
        #expect(windowB.selection == .settings)
        #expect(windowB.child(for: .settings).screens == [.settings])
        #expect(
            relaunched.child(for: SceneID(rawValue: "A")).child(for: .inbox).screens == [.chat(1)])
        #expect(again.results[["A", "inbox"]]?.restoredCount == 1)
        #expect(again.results[["B", "settings"]]?.restoredCount == 1)
        #expect(again.failures.isEmpty)
    }

    @Test func aNodeWhoseDataIsBadIsLeftOutAndTheOthersRestore() throws {
        let storage = Storage()
        let app = TreeApp()
        keep(app.tabs, in: storage).stop()
        app.settings.push(.settings)
        app.inbox.push(.inbox)
        let saved = try #require(storage.data)
        var tree = try #require(
            try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        var root = try #require(tree["root"] as? [String: Any])
        var children = try #require(root["children"] as? [[String: Any]])
        let good = try JSONSerialization.jsonObject(with: app.settings.snapshotData())
        for index in children.indices {
            switch children[index]["key"] as? String {
            case "inbox": children[index]["node"] = ["version": 99]
            case "settings": children[index]["node"] = good
            default: break
            }
        }
        root["children"] = children
        tree["root"] = root
        storage.data = try JSONSerialization.data(withJSONObject: tree)

        let relaunched = TreeApp()
        let again = keep(
            relaunched.tabs, in: storage, warning: "restoring the navigation state at inbox")
        #expect(relaunched.inbox.routes.isEmpty)
        #expect(relaunched.settings.screens == [.settings])
        #expect(again.failures[["inbox"]] == .unsupportedVersion(99))
        #expect(again.failures.count == 1)
        #expect(again.lastError == .unsupportedVersion(99))
    }

    @Test func hostileChildEntriesGetTypedFailuresAndTheRestRestores() throws {
        let inbox = try Stack<LinkScreen>(routes: [.push(.inbox)]).snapshotData()
        let node = try JSONSerialization.jsonObject(with: inbox)
        let children: [Any] = [
            "not an entry",
            ["key": "inbox", "node": node],
            ["key": "inbox", "node": node],
            ["key": "nowhere", "node": node],
            ["node": node],
        ]
        let data = try JSONSerialization.data(withJSONObject: [
            "version": 1, "root": ["selection": "inbox", "children": children],
        ])
        let storage = Storage()
        storage.data = data
        let app = TreeApp()
        let autosave = keep(app.tabs, in: storage, warning: "restoring the navigation state")
        #expect(app.inbox.screens == [.inbox])
        let failure = try #require(autosave.failures[[]])
        #expect(failure.description.contains("child 0"))
        #expect(app.tabs.keys.count == 3)
    }

    @Test func aFixedHolderLeavesOutAKeyItHasNoChildFor() throws {
        let storage = Storage()
        let windows = KeyedNavigation<TreeTab, Stack<LinkScreen>>(selection: .inbox)
        windows.child(for: .mail).push(.inbox)
        keep(windows, in: storage).stop()
        let only = Stack<LinkScreen>()
        let tabs = KeyedNavigation(selection: TreeTab.inbox, children: [.inbox: only])
        let autosave = keep(tabs, in: storage, warning: "mail has no child to restore into")
        #expect(tabs.keys == [.inbox])
        #expect(autosave.failures[[]] != nil)
    }

    @Test func askingAFixedHolderForAnUnknownKeyWarnsAndGivesAnEmptyStack() {
        let tabs = KeyedNavigation(
            selection: TreeTab.inbox, children: [.inbox: Stack<LinkScreen>()])
        let child = expectWarning(.unknownKey) { tabs.child(for: .settings) }
        #expect(!child.canGoBack)
        #expect(tabs.keys == [.inbox, .settings])
    }

    @Test func tooManySavedChildrenStopAtTheLimit() throws {
        typealias Holder = KeyedNavigation<Int, Stack<LinkScreen>>
        let limit = Holder.maximumSavedChildren
        let empty = try JSONSerialization.jsonObject(with: Stack<LinkScreen>().snapshotData())
        let children = (0...limit).map { ["key": $0, "node": empty] as [String: Any] }
        let storage = Storage()
        storage.data = try JSONSerialization.data(withJSONObject: [
            "version": 1, "root": ["selection": 0, "children": children],
        ])
        let holder = Holder(selection: 0)
        let autosave = keep(holder, in: storage, warning: "more than \(limit) children")
        #expect(holder.keys.count == limit)
        #expect(autosave.failures[[]] == .unreadable("more than \(limit) children"))
    }

    @Test func changesAnywhereInTheTreeAreSavedUntilTheAutosaveStops() throws {
        let storage = Storage()
        let app = TreeApp()
        let autosave = keep(app.tabs, in: storage)
        var writes = storage.writes
        app.mail.detail.push(.thread(1))
        #expect(storage.writes == writes + 1)
        writes = storage.writes
        app.mail.sidebarSelection = .archive
        #expect(storage.writes > writes)
        writes = storage.writes
        app.tabs.select(.settings)
        #expect(storage.writes == writes + 1)
        writes = storage.writes
        app.tabs.select(.settings)  // selected already: nothing changes
        #expect(storage.writes == writes)
        autosave.stop()
        app.inbox.push(.inbox)
        app.mail.contentSelection = 4
        app.tabs.select(.inbox)
        #expect(storage.writes == writes)
    }

    @Test func aRemovedChildIsNoLongerSavedOrWatched() throws {
        let storage = Storage()
        let windows = KeyedNavigation<SceneID, Stack<LinkScreen>>(selection: SceneID(rawValue: "A"))
        let autosave = keep(windows, in: storage)
        let closing = windows.child(for: SceneID(rawValue: "B"))
        closing.push(.inbox)
        let writes = storage.writes
        windows.removeChild(for: SceneID(rawValue: "B"))
        #expect(storage.writes == writes + 1)
        closing.push(.chat(1))
        #expect(storage.writes == writes + 1)
        #expect(windows.keys == [])
        windows.removeChild(for: SceneID(rawValue: "B"))  // gone already: nothing happens
        #expect(storage.writes == writes + 1)
        let text = String(decoding: try #require(storage.data), as: UTF8.self)
        #expect(!text.contains("\"B\""))
        autosave.stop()
    }

    @Test func linksWaitInEveryStackOfTheTreeUntilTheRestore() throws {
        let storage = Storage()
        let saved = KeyedNavigation<TreeTab, Stack<LinkScreen>>(selection: .inbox)
        saved.child(for: .settings).push(.settings)
        keep(saved, in: storage).stop()

        let windows = KeyedNavigation<SceneID, KeyedNavigation<TreeTab, Stack<LinkScreen>>>(
            selection: SceneID(rawValue: "A")
        ) { _ in KeyedNavigation(selection: .inbox) }
        let existing = windows.child(for: SceneID(rawValue: "A")).child(for: .inbox)
        let autosave = NavigationAutosave(windows)
        // A child made while the restore is pending waits for it too.
        let madeLater = windows.child(for: SceneID(rawValue: "A")).child(for: .settings)
        let first = try existing.open(URL(string: "myapp://chats/7")!, using: linkTable)
        let second = try madeLater.open(URL(string: "myapp://chats/8")!, using: linkTable)
        #expect(first.outcome == .waitingForRestoration)
        #expect(second.outcome == .waitingForRestoration)
        autosave.start(restoringFrom: nil) { _ in }
        existing.settle()
        madeLater.settle()
        expectNoDifference(shapes(existing.routes), shapes(LinkRoutes.chat(7)))
        expectNoDifference(shapes(madeLater.routes), shapes(LinkRoutes.chat(8)))
        // After the restore, new children don't wait.
        let after = windows.child(for: SceneID(rawValue: "B")).child(for: .inbox)
        let third = try after.open(URL(string: "myapp://chats/9")!, using: linkTable)
        #expect(third.outcome != .waitingForRestoration)
    }

    @Test func aChildRemovedWhileTheRestoreIsPendingStopsWaiting() throws {
        let windows = KeyedNavigation<SceneID, Stack<LinkScreen>>(selection: SceneID(rawValue: "A"))
        let autosave = NavigationAutosave(windows)
        let closing = windows.child(for: SceneID(rawValue: "B"))
        let link = try closing.open(URL(string: "myapp://chats/7")!, using: linkTable)
        #expect(link.outcome == .waitingForRestoration)
        windows.removeChild(for: SceneID(rawValue: "B"))
        closing.settle()
        expectNoDifference(shapes(closing.routes), shapes(LinkRoutes.chat(7)))
        autosave.start(restoringFrom: nil) { _ in }
    }

    @Test func aSelectionMadeWhileTheRestoreIsPendingWins() throws {
        let storage = Storage()
        let saved = TreeApp()
        saved.tabs.select(.settings)
        keep(saved.tabs, in: storage).stop()
        let app = TreeApp()
        let autosave = NavigationAutosave(app.tabs)
        app.tabs.select(.mail)
        autosave.start(restoringFrom: storage.data) { _ in }
        #expect(app.tabs.selection == .mail)
        // Once restored, a later restore-free selection is the user's as always.
        app.tabs.select(.inbox)
        #expect(app.tabs.selection == .inbox)
    }

    @Test func goingBackAndReselectingReachIntoTheSelectedChild() {
        let app = TreeApp()
        #expect(!app.tabs.canGoBack)
        app.tabs.select(.mail)
        app.mail.sidebarSelection = .inbox
        app.mail.contentSelection = 2
        app.mail.detail.push(.thread(2))
        app.mail.detail.push(.attachment(1))
        #expect(app.tabs.canGoBack)
        app.tabs.goBack()
        #expect(app.mail.detail.screens == [.thread(2)])
        // Re-tapping a split view's tab takes its detail to the root; the selections stay.
        #expect(app.tabs.selectFromTabBar(.mail))
        #expect(app.mail.detail.routes.isEmpty)
        #expect(app.mail.contentSelection == 2)
        // A tab at its root stays as it is.
        #expect(app.tabs.selectFromTabBar(.mail))
        #expect(app.mail.contentSelection == 2)
        // Going back in a split view without detail routes clears the content selection.
        app.tabs.goBack()
        #expect(app.mail.contentSelection == nil)
        #expect(!app.tabs.selectFromTabBar(.inbox))
        app.inbox.push(.inbox)
        app.tabs.goBack()
        #expect(app.inbox.routes.isEmpty)
        app.tabs.goBack()  // nothing to go back from: nothing happens, no warning
        #expect(app.inbox.routes.isEmpty)
    }

    @Test func aKeyedHolderReselectedGoesBackInItsSelectedChild() {
        typealias Tabs = KeyedNavigation<TreeTab, Stack<LinkScreen>>
        let windows = KeyedNavigation<Int, Tabs>(selection: 1) { _ in Tabs(selection: .inbox) }
        windows.child(for: 1).child(for: .inbox).push(.inbox)
        windows.child(for: 1).child(for: .inbox).push(.chat(1))
        #expect(windows.canGoBack)
        #expect(windows.selectFromTabBar(1))
        #expect(windows.child(for: 1).child(for: .inbox).routes.isEmpty)
        #expect(!windows.canGoBack)
    }

    @Test func aStackOfAnyScreenInTheTreeSavesWithTheRegistryOnly() throws {
        var registry = ScreenTypeRegistry()
        registry.register(Int.self, as: "number")
        let tabs = KeyedNavigation<TreeTab, Stack<AnyScreen>>(selection: .inbox)
        tabs.child(for: .inbox).push(AnyScreen(4))
        var saved: Data?
        NavigationAutosave(tabs, registry: registry).start(restoringFrom: nil) { saved = $0 }
        let relaunched = KeyedNavigation<TreeTab, Stack<AnyScreen>>(selection: .inbox)
        NavigationAutosave(relaunched, registry: registry).start(restoringFrom: saved) { _ in }
        #expect(relaunched.child(for: .inbox).routes.map(\.screen) == [AnyScreen(4)])

        // Without the registry, saving says how to give one, and so does restoring.
        let unsaved = NavigationAutosave(tabs)
        withKnownIssue {
            unsaved.start(restoringFrom: nil) { _ in }
        } matching: { issue in
            issue.description.contains("NavigationAutosave(_:registry:)")
        }
        #expect(unsaved.lastError?.description.contains("saved with a ScreenTypeRegistry") == true)
        let unread = KeyedNavigation<TreeTab, Stack<AnyScreen>>(selection: .inbox)
        let restoring = NavigationAutosave(unread)
        withKnownIssue {
            restoring.start(restoringFrom: saved) { _ in }
        } matching: { issue in
            issue.description.contains("with a ScreenTypeRegistry")
        }
        #expect(unread.child(for: .inbox).routes.isEmpty)
        #expect(
            restoring.failures[["inbox"]]?.description.contains(
                "restored with a ScreenTypeRegistry")
                == true)
    }

    @Test func nodesWhoseTypesAreNotCodableSayWhichType() throws {
        struct Plain: Hashable {}
        let split = SplitNavigation<Plain, Never, LinkScreen>()
        let autosave = NavigationAutosave(split)
        withKnownIssue {
            autosave.start(restoringFrom: nil) { _ in }
        } matching: { issue in
            issue.description.contains("Plain") && issue.description.contains("is not Codable")
        }
        let stack = Stack<Plain>()
        let stackAutosave = NavigationAutosave(stack)
        let saved = try savedTree(Data(#"{"version":2}"#.utf8))
        withKnownIssue {
            stackAutosave.start(restoringFrom: saved) { _ in }
        } matching: { issue in
            issue.description.contains("is not Codable")
        }
        #expect(stackAutosave.failures[[]] != nil)
    }
}
