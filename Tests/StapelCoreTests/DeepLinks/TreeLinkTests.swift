import CustomDump
import Foundation
import Testing

@testable @_spi(StapelUI) import StapelCore

/// The settings tab's links: one screen.
@MainActor
var accountLinks: DeepLinkTable<LinkScreen> {
    do {
        return try DeepLinkTable([
            DeepLinkPattern("account") { _ in
                [.push(.settings)]
            } values: { routes in
                routes.map(\.screen) == [.settings] ? [:] : nil
            }
        ])
    } catch {
        fatalError("\(error)")
    }
}

/// The links of `TreeApp`'s tabs: the mail split view's, the settings tab's, then the inbox's.
@MainActor
var treeLinks: KeyedLinkTable<TreeTab> {
    KeyedLinkTable<TreeTab>()
        .child(.mail, links: mailLinks)
        .child(.settings, links: accountLinks)
        .child(.inbox, links: linkTable)
}

@MainActor
@Suite("One link table for a tree: a link selects its tab, its columns, and opens its routes")
struct TreeLinkTests {
    @Test func aColdStartLinkSelectsTheTabTheSidebarAndTheMessageAndOpensTheDetail() throws {
        let app = TreeApp()
        let result = try app.tabs.open(
            URL(string: "myapp://mail/sent/3/thread/5")!, using: treeLinks)
        app.mail.detail.settle()
        #expect(app.tabs.selection == .mail)
        #expect(app.mail.sidebarSelection == .sent)
        #expect(app.mail.contentSelection == 3)
        #expect(
            app.mail.detail.screens == [.thread(5), .attachment(5), .reply, .contact("ann")])
        #expect(result.routeCount == 6)
        #expect(result.isComplete)
        #expect(app.inbox.routes.isEmpty)
    }

    @Test func aLinkIntoAnotherTabDismissesWhatTheTabItLeavesPresents() throws {
        let app = TreeApp()
        app.inbox.push(.inbox)
        app.inbox.presentSheet(.settings, withNavigation: true)
        app.inbox.settle()
        try app.tabs.open(URL(string: "myapp://account")!, using: treeLinks)
        app.inbox.settle()
        app.settings.settle()
        #expect(app.tabs.selection == .settings)
        #expect(app.settings.screens == [.settings])
        // The inbox keeps its navigation; its sheet, which would cover the settings, goes.
        #expect(app.inbox.screens == [.inbox])
    }

    @Test func aLinkIntoTheSelectedTabLeavesItsPresentationsToTheLink() throws {
        let app = TreeApp()
        app.inbox.presentSheet(.settings, withNavigation: true)
        app.inbox.settle()
        try app.tabs.open(URL(string: "myapp://chats/4")!, using: treeLinks)
        app.inbox.settle()
        #expect(app.tabs.selection == .inbox)
        expectNoDifference(shapes(app.inbox.routes), shapes(LinkRoutes.chat(4)))
    }

    @Test func aLinkThatWaitsForTheRestoreSelectsItsTabWhenItOpens() throws {
        let saved = TreeApp()
        saved.settings.push(.inbox)
        saved.tabs.select(.settings)
        var data: Data?
        NavigationAutosave(saved.tabs).start(restoringFrom: nil) { data = $0 }

        let app = TreeApp()
        let autosave = NavigationAutosave(app.tabs)
        let result = try app.tabs.open(URL(string: "myapp://chats/8")!, using: treeLinks)
        #expect(result.outcome == .waitingForRestoration)
        #expect(app.tabs.selection == .inbox)
        #expect(app.inbox.routes.isEmpty)
        app.tabs.select(.mail)  // the user's tap while the app launches
        autosave.start(restoringFrom: data) { _ in }
        app.inbox.settle()
        #expect(app.tabs.selection == .inbox)
        expectNoDifference(shapes(app.inbox.routes), shapes(LinkRoutes.chat(8)))
        #expect(app.settings.screens == [.inbox])
    }

    @Test func aLinkHeldByTheAppSelectsNothingUntilReleased() throws {
        let app = TreeApp()
        app.mail.detail.holdsLinks = true
        let result = try app.tabs.open(URL(string: "myapp://mail/archive/2")!, using: treeLinks)
        #expect(result.outcome == .held)
        #expect(app.tabs.selection == .inbox)
        #expect(app.mail.sidebarSelection == nil)
        app.mail.detail.holdsLinks = false
        #expect(app.tabs.selection == .mail)
        #expect(app.mail.sidebarSelection == .archive)
        #expect(app.mail.contentSelection == 2)
    }

    @Test func aLinkNoTableReadsThrowsAndChangesNothing() {
        let app = TreeApp()
        #expect(throws: DeepLinkError.noMatch("myapp://nowhere/at/all")) {
            try app.tabs.open(URL(string: "myapp://nowhere/at/all")!, using: treeLinks)
        }
        #expect(app.tabs.selection == .inbox)
        // A table whose pattern matches but whose value is bad stops the search: the link was
        // for it.
        #expect(throws: DeepLinkError.self) {
            try app.tabs.open(URL(string: "myapp://mail/nobox/1")!, using: treeLinks)
        }
        #expect(app.tabs.selection == .inbox)
        #expect(app.mail.sidebarSelection == nil)
    }

    @Test func linksForAnotherKindOfChildSayWhich() {
        let app = TreeApp()
        let wrong = KeyedLinkTable<TreeTab>().child(.inbox, links: mailLinks)
        #expect(throws: DeepLinkError.childMismatch(key: "inbox", child: "Stack<LinkScreen>")) {
            try app.tabs.open(URL(string: "myapp://mail/inbox")!, using: wrong)
        }
        let wrongKeyed = KeyedLinkTable<TreeTab>()
            .child(.mail, links: KeyedLinkTable<TreeTab>().child(.inbox, links: linkTable))
        #expect(throws: DeepLinkError.self) {
            try app.tabs.open(URL(string: "myapp://chats/1")!, using: wrongKeyed)
        }
        let wrongStack = KeyedLinkTable<TreeTab>().child(.mail, links: linkTable)
        #expect(throws: DeepLinkError.self) {
            try app.tabs.open(URL(string: "myapp://chats/1")!, using: wrongStack)
        }
        #expect(app.tabs.selection == .inbox)
        #expect(throws: DeepLinkError.self) {
            try app.tabs.url(using: wrong, base: URL(string: "myapp://")!)
        }
    }

    @Test func theLinkOfTheCurrentStateOpensItAgainFromAnyState() throws {
        let app = TreeApp()
        let base = URL(string: "myapp://")!
        app.inbox.setRoutes(LinkRoutes.chat(7))
        app.inbox.settle()
        let link = try app.tabs.url(using: treeLinks, base: base)
        #expect(link.absoluteString.hasSuffix("chats/7"))
        app.tabs.select(.settings)
        app.settings.push(.settings)
        #expect(try app.tabs.url(using: treeLinks, base: base).absoluteString.hasSuffix("account"))

        let other = TreeApp()
        other.tabs.select(.mail)
        try other.tabs.open(link, using: treeLinks)
        other.inbox.settle()
        #expect(other.tabs.selection == .inbox)
        expectNoDifference(shapes(other.inbox.routes), shapes(app.inbox.routes))

        // A key without links has no link.
        let onlyInbox = KeyedLinkTable<TreeTab>().child(.inbox, links: linkTable)
        #expect(throws: DeepLinkError.notRepresentable) {
            try app.tabs.url(using: onlyInbox, base: base)
        }
    }

    @Test func aLinkThroughWindowsAndTabsSelectsAtEveryLevel() throws {
        typealias Tabs = KeyedNavigation<TreeTab, Stack<LinkScreen>>
        let windows = KeyedNavigation<SceneID, Tabs>(selection: SceneID(rawValue: "B")) { _ in
            Tabs(selection: .settings)
        }
        let tabLinks = KeyedLinkTable<TreeTab>()
            .child(.settings, links: accountLinks)
            .child(.inbox, links: linkTable)
        let links = KeyedLinkTable<SceneID>().child(SceneID(rawValue: "A"), links: tabLinks)
        try windows.open(URL(string: "myapp://chats/3")!, using: links)
        let windowA = windows.child(for: SceneID(rawValue: "A"))
        windowA.child(for: .inbox).settle()
        #expect(windows.selection == SceneID(rawValue: "A"))
        #expect(windowA.selection == .inbox)
        expectNoDifference(shapes(windowA.child(for: .inbox).routes), shapes(LinkRoutes.chat(3)))
        let link = try windows.url(using: links, base: URL(string: "myapp://")!)
        #expect(link.absoluteString.hasSuffix("chats/3"))
    }
}

@MainActor
@Suite("Holding links in a whole tree until the app is ready")
struct TreeLinkHoldTests {
    @Test func aTreeThatHoldsLinksHoldsThemInEveryChildAlsoThoseMadeLater() throws {
        typealias Tabs = KeyedNavigation<TreeTab, Stack<LinkScreen>>
        let tabs = Tabs(selection: .inbox)
        tabs.holdsLinks = true
        tabs.holdsLinks = true  // no change
        let links = KeyedLinkTable<TreeTab>()
            .child(.settings, links: accountLinks).child(.inbox, links: linkTable)
        let first = try tabs.open(URL(string: "myapp://account")!, using: links)
        let second = try tabs.open(URL(string: "myapp://chats/5")!, using: links)
        #expect(first.outcome == .held)
        #expect(second.outcome == .held)
        #expect(tabs.selection == .inbox)
        #expect(tabs.child(for: .settings).holdsLinks)
        tabs.holdsLinks = false
        tabs.child(for: .inbox).settle()
        // In order: the settings link selected its tab, then the chat link the inbox.
        #expect(tabs.selection == .inbox)
        #expect(tabs.child(for: .settings).screens == [.settings])
        expectNoDifference(shapes(tabs.child(for: .inbox).routes), shapes(LinkRoutes.chat(5)))
        #expect(!tabs.child(for: .settings).holdsLinks)
    }

    @Test func aSplitViewHoldsItsLinksInItsDetailColumn() throws {
        let mail = Mail()
        mail.holdsLinks = true
        #expect(mail.detail.holdsLinks)
        let result = try mail.open(URL(string: "myapp://mail/sent/1")!, using: mailLinks)
        #expect(result.outcome == .held)
        mail.holdsLinks = false
        #expect(!mail.holdsLinks)
        #expect(mail.contentSelection == 1)
    }

    @Test func linksWaitUntilTheAppSaysItIsReady() async throws {
        let app = TreeApp()
        let (ready, signIn) = AsyncStream<Void>.makeStream()
        app.tabs.holdLinks(until: {
            for await _ in ready { return }
        })
        #expect(app.mail.holdsLinks)
        let result = try app.tabs.open(URL(string: "myapp://mail/inbox/9")!, using: treeLinks)
        #expect(result.outcome == .held)
        signIn.yield()
        #expect(await result.change?.outcome == .completed)
        #expect(!app.tabs.holdsLinks)
        #expect(app.tabs.selection == .mail)
        #expect(app.mail.contentSelection == 9)
    }
}

@MainActor
@Suite("Links for every key, and nested holders going back and dismissing")
struct TreeLinkAnyKeyTests {
    typealias Tabs = KeyedNavigation<TreeTab, Stack<LinkScreen>>

    @Test func linksForEveryWindowOpenInTheSelectedWindowsTabs() throws {
        let windows = KeyedNavigation<String, Tabs>(selection: "B") { _ in Tabs(selection: .inbox) }
        let links = KeyedLinkTable<String>()
            .anyChild(links: KeyedLinkTable<TreeTab>().child(.settings, links: accountLinks))
        try windows.open(URL(string: "myapp://account")!, using: links)
        #expect(windows.selection == "B")
        #expect(windows.child(for: "B").selection == .settings)
        #expect(windows.child(for: "B").child(for: .settings).screens == [.settings])
        let written = try windows.url(using: links, base: URL(string: "myapp://")!)
        #expect(written.absoluteString.hasSuffix("account"))
    }

    @Test func linksForEverySplitViewOpenInTheSelectedOne() throws {
        let windows = KeyedNavigation<String, Mail>(selection: "A") { _ in Mail() }
        try windows.open(
            URL(string: "myapp://mail/sent/4")!,
            using: KeyedLinkTable<String>().anyChild(links: mailLinks))
        #expect(windows.child(for: "A").sidebarSelection == .sent)
        #expect(windows.child(for: "A").contentSelection == 4)
    }

    @Test func nestedHoldersGoBackAndDismissInTheirSelectedChild() throws {
        let windows = KeyedNavigation<String, Tabs>(selection: "A") { _ in Tabs(selection: .inbox) }
        let inbox = windows.child(for: "A").child(for: .inbox)
        inbox.push(.inbox)
        inbox.push(.chat(1))
        windows.goBackInNode()
        #expect(inbox.screens == [.inbox])
        inbox.presentSheet(.settings, withNavigation: true)
        inbox.settle()
        // A link into another window's tab leaves window A, whose selected tab presents.
        let outer = KeyedNavigation<String, any NavigationNode>(
            selection: "windows", children: ["windows": windows, "other": Stack<LinkScreen>()])
        let links = KeyedLinkTable<String>().child("other", links: linkTable)
        try outer.open(URL(string: "myapp://chats/2")!, using: links)
        inbox.settle()
        #expect(outer.selection == "other")
        #expect(inbox.screens == [.inbox])
        // A holder whose selected child was never made has nothing to dismiss.
        let empty = Tabs(selection: .settings)
        empty.dismissPresentations()
        #expect(empty.keys.isEmpty)
    }
}
