#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    private struct MailTabs: View {
        let model: TabModel
        let library: Library
        let log: EventLog
        var showsArchive = true

        var body: some View {
            TabView(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
                Tab("Inbox", systemImage: "tray", value: "inbox") {
                    PathStack(library: library, log: log)
                }
                Tab(value: "sent") {
                    CounterView(title: "Sent")
                } label: {
                    Label("Sent", systemImage: "paperplane")
                }
                TabSection("Mailboxes") {
                    Tab("Drafts", systemImage: "doc", value: "drafts") { Text("Drafts page") }
                    if showsArchive {
                        Tab("Archive", systemImage: "archivebox", value: "archive") {
                            Text("Archive page")
                        }
                    }
                }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }

    /// Tab content of an app's own type, made of tabs.
    private struct SettingsTabs: TabContent {
        var body: some TabContent<String> {
            Tab("General", systemImage: "gear", value: "general") { Text("General page") }
            Tab("Privacy", systemImage: "hand.raised", value: "privacy") { Text("Privacy page") }
        }
    }

    private struct SettingsView: View {
        let model: TabModel
        let flag: Bool

        var body: some View {
            TabView(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
                SettingsTabs()
                if flag {
                    Tab("On", systemImage: "1.circle", value: "on") { Text("On page") }
                } else {
                    Tab("Off", systemImage: "0.circle", value: "off") { Text("Off page") }
                }
            }
        }
    }

    private struct OwnSelectionTabs: View {
        var body: some View {
            TabView {
                Tab("First", systemImage: "1.circle") { Text("First page") }
                Tab {
                    CounterView(title: "Second")
                } label: {
                    Text("Second")
                }
            }
        }
    }

    @MainActor
    @Suite("Tabs of iOS 18: Tab, TabSection, sidebarAdaptable")
    struct TabContentTests {
        @Test func aTabIsSelectedByItsValueAndOnlyTheSelectedOneIsOnScreen() throws {
            let model = TabModel()
            let host = ViewHost(MailTabs(model: model, library: Library(), log: EventLog()))
            #expect(host.tabLabels == ["Inbox", "Sent", "Drafts", "Archive"])
            #expect(host.isShowing("root"))
            try host.selectTab("Sent")
            #expect(model.selection == "sent")
            try host.tap("Add to Sent")
            #expect(host.visibleTexts == ["Sent 1", "Add to Sent"])
            try host.selectTab("Archive")
            #expect(model.selection == "archive")
            #expect(host.visibleTexts == ["Archive page"])
            try host.selectTab("Sent")
            #expect(host.isShowing("Sent 1"))
        }

        @Test func theAppsSelectionChoosesTheTabAndSectionsShowInTheHierarchy() {
            let model = TabModel()
            model.selection = "drafts"
            let host = ViewHost(MailTabs(model: model, library: Library(), log: EventLog()))
            #expect(host.visibleTexts == ["Drafts page"])
            #expect(host.hierarchy.hasPrefix("TabView: Inbox Sent Mailboxes: [Drafts] Archive"))
        }

        @Test func aSidebarAdaptableTabViewShowsASidebarInARegularWidthOnly() {
            let host = ViewHost(MailTabs(model: TabModel(), library: Library(), log: EventLog()))
            #expect(host.hierarchy.hasPrefix("TabView: "))
            host.horizontalSizeClass = .regular
            #expect(host.hierarchy.hasPrefix("TabView (sidebar): [Inbox] Sent Mailboxes: Drafts"))
            host.horizontalSizeClass = .compact
            #expect(host.hierarchy.hasPrefix("TabView: [Inbox]"))
        }

        @Test func aTabViewWithoutTheStyleShowsATabBarInEveryWidth() {
            let host = ViewHost(SettingsView(model: TabModel(), flag: true))
            host.horizontalSizeClass = .regular
            #expect(host.hierarchy.hasPrefix("TabView: General Privacy On"))
        }

        @Test func conditionalTabsAndTabContentOfAnAppsOwnType() throws {
            let model = TabModel()
            model.selection = "privacy"
            let on = ViewHost(SettingsView(model: model, flag: true))
            #expect(on.tabLabels == ["General", "Privacy", "On"])
            #expect(on.visibleTexts == ["Privacy page"])
            try on.selectTab("On")
            #expect(model.selection == "on")
            let off = ViewHost(SettingsView(model: model, flag: false))
            #expect(off.tabLabels == ["General", "Privacy", "Off"])
            let withoutArchive = ViewHost(
                MailTabs(
                    model: TabModel(), library: Library(), log: EventLog(), showsArchive: false))
            #expect(withoutArchive.tabLabels == ["Inbox", "Sent", "Drafts"])
        }

        @Test func tabsWithoutValuesKeepTheTabViewsOwnSelection() throws {
            let host = ViewHost(OwnSelectionTabs())
            #expect(host.visibleTexts == ["First page"])
            try host.selectTab("Second")
            #expect(host.visibleTexts == ["Second 0", "Add to Second"])
            try host.selectTab("First")
            #expect(host.visibleTexts == ["First page"])
        }

        @Test func aSecondTapOnTheSelectedTabPopsItsStackToTheRootAsTheUsersPop() async throws {
            let model = TabModel()
            let library = Library()
            let log = EventLog()
            let host = ViewHost(MailTabs(model: model, library: library, log: log))
            library.path = [1, 2]
            await host.settle()
            #expect(host.navigationDepth == 2)
            try host.selectTab("Inbox")
            #expect(host.isInTransition)
            #expect(library.path == [1, 2], "the path is written when the pop ends")
            await host.settle()
            #expect(library.path == [])
            #expect(host.isShowing("root"))
            #expect(host.transitions.last?.kind == .pop)
            #expect(host.transitions.last?.byUser == true)
        }

        @Test func aTapOnAnotherTabPopsNothing() async throws {
            let model = TabModel()
            let library = Library()
            let host = ViewHost(MailTabs(model: model, library: library, log: EventLog()))
            library.path = [1]
            await host.settle()
            try host.selectTab("Sent")
            try host.selectTab("Inbox")
            await host.settle()
            #expect(library.path == [1])
            #expect(host.isShowing("screen 1"))
        }

        @Test func aSecondTapDuringATransitionOrAtTheRootPopsNothing() async throws {
            let model = TabModel()
            let library = Library()
            let host = ViewHost(MailTabs(model: model, library: library, log: EventLog()))
            try host.selectTab("Inbox")
            #expect(!host.isInTransition)
            library.path = [1]
            host.update()
            #expect(host.isInTransition)
            try host.selectTab("Inbox")
            await host.settle()
            #expect(library.path == [1])
        }
    }
#endif
