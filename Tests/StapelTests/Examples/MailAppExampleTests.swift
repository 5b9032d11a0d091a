#if !canImport(SwiftUI)
    import Foundation
    @testable import StapelExamples
    import Stapel
    import Testing

    /// The mail app example driven in the host: a tab view of a split view and two stacks,
    /// one model, one autosave, one link table.
    @MainActor
    @Suite("The mail app: tabs, a split view and stacks as one model, in the host")
    struct MailAppExampleTests {
        private func launch(
            _ model: MailAppModel = MailAppModel(), restoring store: SceneStore? = nil
        ) -> ViewHost {
            if let store {
                return ViewHost(MailAppExample(model: model), sceneStore: store)
            }
            return ViewHost(MailAppExample(model: model))
        }

        @Test func aColdStartLinkSelectsTheTabTheColumnsPushesAndPresentsInOneChange() async {
            let model = MailAppModel()
            // The link that launched the app comes before the tab view has appeared.
            let result = model.open(URL(string: "mailapp://mail/sent/2/contact/Ann/write")!)
            #expect(result?.outcome == .waitingForRestoration)
            model.tabs.select(.inbox)  // not what the link shows: it selects its own tab
            let host = launch(model)
            await host.settle()
            #expect(await result?.change?.outcome == .completed)
            #expect(model.tabs.selection == .mail)
            #expect(model.mail.sidebarSelection == .sent)
            #expect(model.mail.contentSelection == 2)
            #expect(
                model.mail.detail.routes.map(\.screen) == [
                    .contact("Ann"), .compose(replyingTo: nil),
                ])
            #expect(host.isShowing("New message"))
            #expect(host.sheetDetent == .medium)
            #expect(
                model.currentLink()?.absoluteString == nil,
                "a sheet the mail table writes no link for")
        }

        @Test func aLinkWhileASheetIsUpInAnotherTabDismissesItAndShowsTheLink() async {
            let model = MailAppModel()
            let host = launch(model)
            await host.settle()
            model.open(URL(string: "mailapp://new-chat")!)
            await host.settle()
            #expect(model.tabs.selection == .inbox)
            #expect(host.isShowing("New chat"))
            model.open(URL(string: "mailapp://settings/account")!)
            await host.settle()
            #expect(model.tabs.selection == .settings)
            #expect(model.inbox.routes.isEmpty)
            #expect(!host.isShowing("New chat"))
            #expect(host.isShowing("Account"))
            #expect(model.currentLink()?.absoluteString == "mailapp://settings/account")
        }

        @Test func aRelaunchRestoresEveryTabAndTheSelection() async throws {
            let model = MailAppModel()
            let host = launch(model)
            await host.settle()
            model.open(URL(string: "mailapp://chats/3/profile/Bo")!)
            await host.settle()
            model.open(URL(string: "mailapp://settings/notifications")!)
            await host.settle()
            model.open(URL(string: "mailapp://mail/archive/5/contact/Cy")!)
            await host.settle()
            #expect(host.isShowing("Contact Cy"))

            let again = MailAppModel()
            let relaunched = launch(again, restoring: host.sceneStore)
            await relaunched.settle()
            #expect(again.autosave.failures.isEmpty)
            #expect(again.tabs.selection == .mail)
            #expect(again.mail.sidebarSelection == .archive)
            #expect(again.mail.contentSelection == 5)
            #expect(again.mail.detail.routes.map(\.screen) == [.contact("Cy")])
            #expect(again.inbox.routes.map(\.screen) == [.chat(3), .profile("Bo")])
            #expect(again.settings.routes.map(\.screen) == [.notifications])
            #expect(relaunched.isShowing("Contact Cy"))
            try relaunched.selectTab("Inbox")
            await relaunched.settle()
            #expect(relaunched.isShowing("Profile of Bo"))
        }

        @Test func corruptedDataForOneTabRestoresTheOthersAndSaysWhich() async throws {
            let model = MailAppModel()
            let host = launch(model)
            await host.settle()
            model.open(URL(string: "mailapp://chats/3")!)
            model.open(URL(string: "mailapp://settings/account")!)
            await host.settle()
            let saved = try #require(host.sceneStore.data(forKey: "mailapp.navigation"))
            let text = String(decoding: saved, as: UTF8.self)
            // The inbox's chat becomes a screen this version doesn't have.
            let corrupted = text.replacingOccurrences(
                of: #"{"chat":{"_0":3}}"#, with: #"{"gone":{}}"#)
            #expect(corrupted != text)
            let store = SceneStore()
            store.setData(Data(corrupted.utf8), forKey: "mailapp.navigation")

            let again = MailAppModel()
            var relaunched: ViewHost?
            withKnownIssue {
                relaunched = launch(again, restoring: store)
            } matching: { issue in
                issue.description.contains("restoring the navigation state at inbox")
            }
            await relaunched?.settle()
            #expect(again.inbox.routes.isEmpty)
            #expect(again.autosave.failures[["inbox"]] != nil)
            #expect(again.autosave.failures.count == 1)
            #expect(again.settings.routes.map(\.screen) == [.account])
            #expect(again.tabs.selection == .settings)
        }

        @Test func theSizeClassChangingInTheMiddleOfALinkEndsWithTheLinkOnScreen() async {
            let model = MailAppModel()
            let host = launch(model)
            await host.settle()
            model.open(URL(string: "mailapp://mail/inbox/1/reply")!)
            host.horizontalSizeClass = .regular
            await host.settle()
            #expect(model.tabs.selection == .mail)
            #expect(model.mail.contentSelection == 1)
            #expect(host.isShowing("Reply to message 1"))
            host.horizontalSizeClass = .compact
            await host.settle()
            #expect(host.isShowing("Reply to message 1"))
            #expect(model.mail.detail.routes.count == 1)
        }

        @Test func aLinkHeldByTheAppsGateOpensWhenReleased() async {
            let model = MailAppModel()
            model.tabs.holdsLinks = true  // onboarding
            let host = launch(model)
            await host.settle()
            let result = model.open(URL(string: "mailapp://chats/4")!)
            await host.settle()
            #expect(result?.outcome == .held)
            #expect(model.tabs.selection == .mail)
            #expect(!host.isShowing("Chat 4"))
            model.tabs.holdsLinks = false
            await host.settle()
            #expect(model.tabs.selection == .inbox)
            #expect(host.isShowing("Chat 4"))
        }

        @Test func aLinkWaitingOnARestoreThatNeverStartsWarnsAndOpensWhenTheAppAppears()
            async throws
        {
            let clock = HostClock()
            let model = MailAppModel(clock: clock)
            // The app made its model, and its autosave, at launch, but shows a welcome screen:
            // the view that starts the autosave has not appeared.
            let welcome = ViewHost(Text("Welcome"), clock: clock)
            var result: DeepLinkResult?
            // The wait's timer starts inside the block, so that the warning it reports is seen.
            await withKnownIssue {
                result = model.open(URL(string: "mailapp://chats/4")!)
                #expect(result?.outcome == .waitingForRestoration)
                await welcome.advance(by: .seconds(9))
                #expect(model.inbox.routes.isEmpty)
                await welcome.advance(by: .seconds(1))
            } matching: { issue in
                (issue.error as? StapelWarning)?.kind == .linkWaiting
                    && issue.description.contains("A link has waited 10")
            }
            #expect(model.tabs.selection == .mail, "the link has not opened")
            #expect(model.inbox.routes.isEmpty)
            // The app's view appears: the autosave restores, and the link opens.
            let host = ViewHost(MailAppExample(model: model), clock: clock)
            await host.settle()
            #expect(await result?.change?.outcome == .completed)
            #expect(model.tabs.selection == .inbox)
            #expect(host.isShowing("Chat 4"))
        }
    }
#endif
