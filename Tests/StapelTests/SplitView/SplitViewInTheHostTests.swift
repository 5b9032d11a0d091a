#if !canImport(SwiftUI)
    import Foundation
    @_spi(StapelUI) import Stapel
    import Testing

    enum HostMailbox: String, Hashable, Sendable, Codable, CaseIterable { case inbox, sent }
    enum HostMailScreen: Hashable, Sendable, Codable {
        case thread(Int)
        case attachment(Int)
        case reply
    }

    typealias HostMail = SplitNavigation<HostMailbox, Int, HostMailScreen>

    /// A three-column mail split view over a model: buttons stand for the lists' rows.
    struct MailSplit: View {
        let mail: HostMail

        var body: some View {
            StapelSplitView(mail) {
                VStack {
                    Text("Mailboxes")
                    ForEach(HostMailbox.allCases, id: \.self) { box in
                        Button("Open \(box.rawValue)") { mail.sidebarSelection = box }
                    }
                }
            } content: {
                VStack {
                    Text("Messages in \(mail.sidebarSelection?.rawValue ?? "nothing")")
                    Button("Read 1") { mail.contentSelection = 1 }
                    Button("Read 2") { mail.contentSelection = 2 }
                }
            } detail: {
                Text("Message \(mail.contentSelection.map(String.init) ?? "none")")
            } destination: { screen in
                Text("Screen \(String(describing: screen))")
            }
        }
    }

    /// The same split view over a state held as a value.
    struct MailSplitValue: View {
        @State var state = SplitState<HostMailbox, Int, HostMailScreen>(
            sidebarSelection: .inbox, contentSelection: 1, detailRoutes: [.push(.thread(1))])
        let clock: HostClock
        let written: (SplitState<HostMailbox, Int, HostMailScreen>) -> Void

        var body: some View {
            StapelSplitView($state, clock: clock) {
                Text("Mailboxes")
            } content: {
                Text("Messages in \(state.sidebarSelection?.rawValue ?? "nothing")")
            } detail: {
                Text("Message \(state.contentSelection.map(String.init) ?? "none")")
            } destination: { screen in
                Text("Screen \(String(describing: screen))")
            }
            .onChange(of: state, initial: true) { written(state) }
        }
    }

    /// A two-column settings split view over a model, or over a value.
    struct SettingsSplit: View {
        let settings: SplitNavigation<String, Never, HostMailScreen>?
        @State var value = SplitState<String, Never, HostMailScreen>()
        let clock: HostClock

        var body: some View {
            if let settings {
                StapelSplitView(settings) {
                    Button("General") { settings.sidebarSelection = "General" }
                } detail: {
                    Text("Section \(settings.sidebarSelection ?? "none")")
                } destination: { screen in
                    Text("Screen \(String(describing: screen))")
                }
                .navigationSplitViewStyle(.prominentDetail)
            } else {
                StapelSplitView($value, clock: clock) {
                    Button("General") { value.sidebarSelection = "General" }
                } detail: {
                    Text("Section \(value.sidebarSelection ?? "none")")
                        .navigationSplitViewColumnWidth(min: 200, ideal: 300, max: 400)
                } destination: { screen in
                    Text("Screen \(String(describing: screen))")
                }
            }
        }
    }

    @MainActor
    @Suite("Split views in the host: one model, collapsed and expanded")
    struct SplitViewInTheHostTests {
        func make(_ sizeClass: UserInterfaceSizeClass = .regular) -> (HostMail, ViewHost) {
            let clock = HostClock()
            let mail = HostMail(detail: Stack(clock: clock))
            let host = ViewHost(MailSplit(mail: mail), clock: clock)
            host.horizontalSizeClass = sizeClass
            return (mail, host)
        }

        /// What the screen must show for the model: every column side by side, or the column
        /// on top alone; the detail column shows its top route, or its root.
        func expected(_ mail: HostMail, collapsed: Bool) -> [String] {
            let detail =
                mail.detail.routes.last { !$0.style.isPresentation }
                .map { "Screen \(String(describing: $0.screen))" }
                ?? "Message \(mail.contentSelection.map(String.init) ?? "none")"
            let sidebar = ["Mailboxes", "Open inbox", "Open sent"]
            let content = [
                "Messages in \(mail.sidebarSelection?.rawValue ?? "nothing")", "Read 1", "Read 2",
            ]
            guard collapsed else { return sidebar + content + [detail] }
            switch mail.topColumn {
            case .sidebar: return sidebar
            case .content: return content
            case .detail: return [detail]
            }
        }

        func expectShowsTheModel(
            _ mail: HostMail, _ host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let collapsed = host.horizontalSizeClass == .compact
            #expect(mail.isCollapsed == collapsed, sourceLocation: sourceLocation)
            #expect(
                host.visibleTexts == expected(mail, collapsed: collapsed),
                sourceLocation: sourceLocation)
        }

        @Test func theSizeClassChangesMidNavigationAndNothingIsLost() async throws {
            let (mail, host) = make()
            try host.tap("Open inbox")
            try host.tap("Read 2")
            mail.detail.push(.thread(2))
            mail.detail.push(.attachment(5))
            await host.settle()
            expectShowsTheModel(mail, host)
            let before = mail.state
            host.horizontalSizeClass = .compact
            await host.settle()
            #expect(mail.state == before)
            expectShowsTheModel(mail, host)
            #expect(host.isShowing("Screen attachment(5)"))
            host.horizontalSizeClass = .regular
            await host.settle()
            #expect(mail.state == before)
            expectShowsTheModel(mail, host)
        }

        @Test func theSizeClassChangesWhileAPushIsMoving() async throws {
            let (mail, host) = make(.compact)
            mail.sidebarSelection = .sent
            mail.contentSelection = 1
            await host.settle()
            mail.detail.push(.thread(1))
            host.update()
            #expect(host.isInTransition)
            host.horizontalSizeClass = .regular
            await host.settle()
            expectShowsTheModel(mail, host)
            mail.detail.push(.attachment(1))
            host.update()
            host.horizontalSizeClass = .compact
            await host.settle()
            expectShowsTheModel(mail, host)
            #expect(host.isShowing("Screen attachment(1)"))
        }

        @Test func theSizeClassChangesWithASheetUp() async throws {
            let (mail, host) = make()
            mail.sidebarSelection = .inbox
            mail.contentSelection = 1
            mail.detail.push(.thread(1))
            await host.settle()
            mail.detail.present(.reply, style: .sheet(withNavigation: true))
            await host.settle()
            #expect(host.presentationDepth == 1)
            host.horizontalSizeClass = .compact
            await host.settle()
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("Screen reply"))
            host.horizontalSizeClass = .regular
            await host.settle()
            #expect(host.presentationDepth == 1)
            try host.swipeDownSheet()
            await host.settle()
            #expect(mail.detail.routes.map(\.screen) == [.thread(1)])
            expectShowsTheModel(mail, host)
        }

        @Test func theUsersBackCollapsedPopsTheDetailThenClearsTheSelections() async throws {
            let (mail, host) = make(.compact)
            mail.sidebarSelection = .inbox
            mail.contentSelection = 2
            mail.detail.push(.thread(2))
            await host.settle()
            expectShowsTheModel(mail, host)
            var seen: [SplitColumn] = []
            while mail.canGoBack {
                try host.tapBack()
                await host.settle()
                expectShowsTheModel(mail, host)
                seen.append(mail.topColumn)
            }
            #expect(seen == [.detail, .content, .sidebar])
            #expect(mail.sidebarSelection == nil)
            #expect(mail.contentSelection == nil)
        }

        @Test func selectingInEachColumnPushesItCollapsed() async throws {
            let (mail, host) = make(.compact)
            try host.tap("Open sent")
            await host.settle()
            expectShowsTheModel(mail, host)
            try host.tap("Read 1")
            await host.settle()
            expectShowsTheModel(mail, host)
            #expect(host.isShowing("Message 1"))
        }

        @Test func aDeepLinkOpensAThreeColumnSplitViewWithFourDetailScreens() async throws {
            let (mail, host) = make(.compact)
            let table = try DeepLinkTable<SplitScreen<HostMailbox, Int, HostMailScreen>>([
                DeepLinkPattern("mail/:message(Int)") { values in
                    let message = try values.value("message", as: Int.self)
                    return [
                        .push(.sidebar(.inbox)), .push(.content(message)),
                        .push(.detail(.thread(message))), .push(.detail(.attachment(1))),
                        .sheet(.detail(.reply), withNavigation: true),
                        .push(.detail(.attachment(2))),
                    ]
                } values: { _ in
                    nil
                }
            ])
            let result = try mail.open(URL(string: "myapp://mail/7")!, using: table)
            await host.settle()
            #expect(result.outcome == .completed)
            #expect(await result.change?.outcome == .completed)
            #expect(mail.detail.depth == 4)
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("Screen attachment(2)"))
            try host.swipeDownSheet()
            await host.settle()
            expectShowsTheModel(mail, host)
            host.horizontalSizeClass = .regular
            await host.settle()
            expectShowsTheModel(mail, host)
        }

        @Test func aRelaunchRestoresTheSplitView() async throws {
            let (mail, host) = make()
            mail.sidebarSelection = .sent
            mail.contentSelection = 2
            mail.detail.push(.thread(2))
            mail.detail.push(.attachment(3))
            mail.detail.push(.attachment(4))
            mail.detail.present(.reply, style: .sheet(withNavigation: true))
            mail.columnVisibility = .doubleColumn
            await host.settle()
            let saved = try mail.snapshotData()

            let (relaunched, again) = make(.compact)
            let result = try relaunched.restore(from: saved)
            await again.settle()
            #expect(result.isComplete)
            #expect(await result.change.outcome == .completed)
            #expect(relaunched.state == mail.state)
            #expect(again.presentationDepth == 1)
            try again.swipeDownSheet()
            await again.settle()
            expectShowsTheModel(relaunched, again)
            again.horizontalSizeClass = .regular
            await again.settle()
            // The restored visibility shows the content and detail columns.
            #expect(
                again.visibleTexts == [
                    "Messages in sent", "Read 1", "Read 2", "Screen attachment(4)",
                ])
        }

        @Test func theSplitViewReportsItsSizeClassToTheModel() async throws {
            let (mail, host) = make(.compact)
            await host.settle()
            #expect(mail.isCollapsed)
            host.horizontalSizeClass = .regular
            await host.settle()
            #expect(!mail.isCollapsed)
            host.horizontalSizeClass = .compact
            await host.settle()
            #expect(mail.isCollapsed)
        }

        @Test func twoColumnsOfAModelAndOfAValue() async throws {
            let clock = HostClock()
            let settings = SplitNavigation<String, Never, HostMailScreen>(
                detail: Stack(clock: clock))
            let host = ViewHost(SettingsSplit(settings: settings, clock: clock), clock: clock)
            #expect(host.visibleTexts == ["General"])
            try host.tap("General")
            await host.settle()
            #expect(host.visibleTexts == ["Section General"])
            settings.detail.push(.reply)
            await host.settle()
            try host.tapBack()
            await host.settle()
            try host.tapBack()
            await host.settle()
            #expect(settings.sidebarSelection == nil)
            #expect(settings.detail.routes.isEmpty)

            let valueHost = ViewHost(SettingsSplit(settings: nil, clock: clock), clock: clock)
            try valueHost.tap("General")
            await valueHost.settle()
            #expect(valueHost.visibleTexts == ["Section General"])
            try valueHost.tapBack()
            await valueHost.settle()
            #expect(valueHost.visibleTexts == ["General"])
        }

        @Test func theModelsVisibilityShowsItsColumns() async throws {
            let (mail, host) = make()
            mail.sidebarSelection = .inbox
            let expected: [(SplitColumnVisibility, [String])] = [
                (.detailOnly, ["Message none"]),
                (.doubleColumn, ["Messages in inbox", "Read 1", "Read 2", "Message none"]),
                (
                    .all,
                    [
                        "Mailboxes", "Open inbox", "Open sent", "Messages in inbox", "Read 1",
                        "Read 2", "Message none",
                    ]
                ),
                (
                    .automatic,
                    [
                        "Mailboxes", "Open inbox", "Open sent", "Messages in inbox", "Read 1",
                        "Read 2", "Message none",
                    ]
                ),
            ]
            for (visibility, texts) in expected {
                mail.columnVisibility = visibility
                await host.settle()
                #expect(host.visibleTexts == texts, "\(visibility)")
            }
        }

        /// Collapsed by SwiftUI in a compact width, or drawn as one stack in a regular one.
        @Test(arguments: [false, true])
        func aValueSplitViewWritesTheUsersBackIntoTheValue(drawnAsStack: Bool) async throws {
            let clock = HostClock()
            var written: [SplitState<HostMailbox, Int, HostMailScreen>] = []
            let host = ViewHost(
                MailSplitValue(clock: clock) { written.append($0) }
                    .stapelSplitViewCollapsed(drawnAsStack),
                clock: clock)
            host.horizontalSizeClass = drawnAsStack ? .regular : .compact
            await host.settle()
            // One stack: the content column, the message, the thread.
            #expect(host.navigationDepth == (drawnAsStack ? 3 : 1))
            #expect(host.visibleTexts == ["Screen thread(1)"])
            try host.tapBack()
            await host.settle()
            #expect(written.last?.detailRoutes.isEmpty == true)
            #expect(host.visibleTexts == ["Message 1"])
            try host.tapBack()
            await host.settle()
            #expect(written.last?.contentSelection == nil)
            #expect(written.last?.sidebarSelection == .inbox)
            #expect(host.visibleTexts == ["Messages in inbox"])
            if drawnAsStack {
                try host.tapBack()
                await host.settle()
                #expect(written.last?.sidebarSelection == nil)
                #expect(host.visibleTexts == ["Mailboxes"])
            } else {
                host.horizontalSizeClass = .regular
                await host.settle()
                #expect(host.visibleTexts == ["Mailboxes", "Messages in inbox", "Message none"])
            }
            #expect(host.log.isEmpty, "\(host.log)")
        }
    }
#endif
