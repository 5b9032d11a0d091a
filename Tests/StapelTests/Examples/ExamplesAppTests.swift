#if !canImport(SwiftUI)
    import Stapel
    import Testing

    @testable import StapelExamples
    @testable import stapel_examples

    /// One visit of an example: its tab, the title of its root screen, a control that
    /// navigates, the text or title it shows then, and the control that goes back (the back
    /// button when there is none: the custom container has its own), and the depth of the
    /// navigation stack it reaches.
    private struct Visit {
        let tab: ExampleTab
        let title: String
        let control: String
        let shows: String
        var back: String?
        /// The screens pushed once the control navigated: none where it shows a split view's
        /// next column, which is no push.
        var depth = 1
    }

    @MainActor
    @Suite("The examples app, run as an app")
    struct ExamplesAppTests {
        private let visits: [Visit] = [
            Visit(tab: .chats, title: "Chats", control: "Chat 2", shows: "Chat"),
            Visit(tab: .coordinator, title: "Coordinator", control: "Numbers", shows: "Numbers"),
            Visit(tab: .controls, title: "Controls", control: "PUSH", shows: "Child"),
            Visit(tab: .favorites, title: "My Favorites", control: "SwiftUI", shows: "SwiftUI"),
            Visit(tab: .transitions, title: "", control: "PUSH", shows: "Child", back: "POP"),
            Visit(
                tab: .presentations, title: "Presentations", control: "Photo 2",
                shows: "Photo 2, full size"),
            Visit(tab: .mail, title: "Mailboxes", control: "Inbox", shows: "Inbox", depth: 0),
        ]

        @Test func theAppRunsItsWindowAndVisitsEveryExampleInItsTabs() async throws {
            let app = AppHost(StapelExamplesApp(), supportsMultipleWindows: false)
            let window = try #require(app.windows.first)
            #expect(window.tabLabels == ExampleTab.allCases.map(\.title))
            #expect(visits.map(\.tab) == ExampleTab.allCases)
            for visit in visits {
                try window.selectTab(visit.tab.title)
                await app.settle()
                if !visit.title.isEmpty {
                    #expect(window.navigationTitle == visit.title, "\(visit.tab)")
                }
                try window.tap(visit.control)
                await app.settle()
                #expect(
                    window.isShowing(visit.shows) || window.navigationTitle == visit.shows,
                    "\(visit.tab)")
                if let back = visit.back {
                    try window.tap(back)
                } else {
                    #expect(window.navigationDepth == visit.depth, "\(visit.tab)")
                    try window.tapBack()
                }
                await app.settle()
                if visit.title.isEmpty {
                    #expect(!window.isShowing(visit.shows), "\(visit.tab)")
                } else {
                    #expect(window.navigationTitle == visit.title, "\(visit.tab)")
                }
            }
            #expect(window.log.isEmpty, "\(window.log)")
        }

        @Test func aSecondTapOnTheSelectedTabTakesItToItsRootAndARegularWidthShowsASidebar()
            async throws
        {
            let app = AppHost(StapelExamplesApp(), supportsMultipleWindows: false)
            let window = try #require(app.windows.first)
            try window.tap("Chat 2")
            await app.settle()
            #expect(window.navigationDepth == 1)
            try window.selectTab("Chats")
            await app.settle()
            #expect(window.navigationDepth == 0)
            #expect(window.navigationTitle == "Chats")
            try window.tap("Chat 2")
            await app.settle()
            #expect(window.navigationDepth == 1, "the stack and the screen still agree")
            window.horizontalSizeClass = .regular
            #expect(window.hierarchy.hasPrefix("TabView (sidebar): [Chats]"))
            #expect(window.log.isEmpty, "\(window.log)")
        }

        @Test func theMailAppOpensItsSettingsInAWindowOfTheirOwnRestoredAfterARelaunch()
            async throws
        {
            let app = AppHost(StapelExamplesApp())
            let mailApp = try app.openWindow(id: "mail-app")
            await app.settle()
            try mailApp.selectTab("Settings")
            await app.settle()
            try mailApp.tap("Account")
            await app.settle()
            #expect(mailApp.navigationDepth == 1)
            try mailApp.tapBack()
            await app.settle()
            try mailApp.tap("Open in a window")
            await app.settle()
            #expect(app.windows.count == 3)
            let settings = try #require(app.windows.last)
            #expect(settings.navigationTitle == "Settings")
            try settings.tap("Notifications")
            await app.settle()
            // The window's stack is its own: the tab's is where it was.
            #expect(settings.navigationDepth == 1)
            #expect(settings.isShowing("Notifications"))
            #expect(mailApp.navigationDepth == 0)
            let relaunched = AppHost(StapelExamplesApp(), restoring: app.sceneStores)
            await relaunched.settle()
            let restored = try #require(relaunched.windows.last)
            #expect(relaunched.windows.count == 3)
            #expect(restored.navigationDepth == 1)
            #expect(restored.isShowing("Notifications"))
            #expect(settings.log.isEmpty, "\(settings.log)")
        }

        @Test func runHeadlessTheAppSaysHowToRunItOnAMacAndWhatItShows() {
            let report = AppHost(StapelExamplesApp()).headlessReport(appName: "StapelExamplesApp")
            #expect(report.contains("On a Mac"))
            #expect(report.contains("TabView: [Chats]"))
        }
    }
#endif

#if !canImport(SwiftUI)
    @MainActor
    @Suite("The presentations example, driven by taps and drags")
    struct PresentationsExampleTests {
        @Test func theFiltersSheetRestsAtItsDetentAndLetsTapsThroughAtHalfHeight() async throws {
            let host = ViewHost(PresentationsExample())
            try host.tap("Filters")
            await host.settle()
            #expect(host.sheetDetent == .medium)
            #expect(host.isShowing("Filters at medium"))
            try host.tap("Like (0)")
            #expect(host.isShowing("Like (1)"))
            try host.tap("Full height")
            await host.settle()
            #expect(host.sheetDetent == .large)
            #expect(host.isShowing("Filters at large"))
            #expect(throws: HostError.self) { try host.tap("Like (1)") }
            try host.dragSheet(to: .medium)
            await host.settle()
            #expect(host.isShowing("Filters at medium"))
            try host.tap("Like (1)")
            await host.settle()
            #expect(host.findAll(text: "Like (2)").count == 1)
        }

        @Test func theSharePopoverIsASheetOnIPhoneAndAPopoverOnIPad() async throws {
            let host = ViewHost(PresentationsExample())
            try host.tap("Share")
            await host.settle()
            #expect(host.presentationStyles == [.sheet])
            host.horizontalSizeClass = .regular
            await host.settle()
            #expect(host.presentationStyles == [.popover])
            try host.tap("Copy link")
            await host.settle()
            #expect(host.presentationStyles.isEmpty)
        }

        @Test func theCaptionEditorCannotBeSwipedAwayAndAPhotoZoomsFromItsThumbnail() async throws {
            let host = ViewHost(PresentationsExample())
            try host.tap("Caption")
            await host.settle()
            #expect(throws: HostError.self) { try host.swipeDownSheet() }
            try host.tap("Done")
            await host.settle()
            #expect(host.presentationDepth == 0)
            try host.tap("Photo 3")
            await host.settle()
            #expect(host.isShowing("Photo 3, full size"))
            #expect(host.transitions.last?.zoom == HostZoom(sourceID: "3", isSourceFound: true))
        }
    }
#endif
