#if !canImport(SwiftUI)
    import Foundation
    import Observation
    import Stapel
    @testable import StapelExamples
    import Testing

    /// The layout an app lets its users pick, as the test switches it.
    @MainActor @Observable
    final class SplitLayoutChoice {
        var drawnAsStack = false
    }

    /// The mail split view in the layout the test picks.
    struct ChosenMailLayout: View {
        let mail: SplitNavigation<Mailbox, Int, MailScreen>
        let layout: SplitLayoutChoice

        var body: some View {
            @Bindable var layout = layout
            MailSplitView(mail: mail, drawnAsStack: $layout.drawnAsStack)
        }
    }

    @MainActor
    @Suite("Example: the mail split view drawn as columns or as one stack, one model")
    struct MailLayoutTests {
        @Test func switchingToOneStackShowsTheSelectionsAsScreensAndBackClearsThem() async throws {
            let mail = SplitNavigation<Mailbox, Int, MailScreen>()
            let host = ViewHost(ChosenMailLayout(mail: mail, layout: SplitLayoutChoice()))
            host.horizontalSizeClass = .regular
            await host.settle()
            try host.tap("Sent")
            await host.settle()
            try host.tap("Me: Report")
            await host.settle()
            try host.tap("From Me")
            await host.settle()
            #expect(mail.isCollapsed == false)
            try host.tap("Show one stack")
            await host.settle()
            // One stack in a regular width: the contact on top of the message, the messages
            // and the mailboxes; nothing of the model changed.
            #expect(mail.isCollapsed)
            #expect(host.visibleTexts == ["Contact Me", "Write to Me"])
            #expect(host.navigationDepth == 3)
            #expect(mail.sidebarSelection == .sent)
            #expect(mail.contentSelection == 3)
            #expect(mail.detail.routes.map(\.screen) == [.contact("Me")])
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("Report"))
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("Me: Report"))
            #expect(mail.contentSelection == nil)
            #expect(mail.sidebarSelection == .sent)
            try host.tap("Me: Report")
            await host.settle()
            #expect(host.isShowing("From Me"))
            #expect(mail.contentSelection == 3)
            try host.tapBack()
            await host.settle()
            try host.tapBack()
            await host.settle()
            #expect(mail.sidebarSelection == nil)
            #expect(host.isShowing("Archive"))
            try host.tap("Inbox")
            await host.settle()
            #expect(host.isShowing("Bo: Photos"))
            #expect(mail.sidebarSelection == .inbox)
            try host.tapBack()
            await host.settle()
            try host.tap("Show columns")
            await host.settle()
            #expect(mail.isCollapsed == false)
            #expect(host.isShowing("Archive"))
        }

        @Test func aSheetAndThePathSurviveSwitchingBothWaysAndTheSizeClass() async throws {
            let mail = SplitNavigation<Mailbox, Int, MailScreen>()
            let layout = SplitLayoutChoice()
            let host = ViewHost(ChosenMailLayout(mail: mail, layout: layout))
            host.horizontalSizeClass = .regular
            await host.settle()
            mail.sidebarSelection = .inbox
            mail.contentSelection = 2
            mail.detail.push(.attachment(message: 2, index: 0))
            await host.settle()
            mail.detail.present(.compose(replyingTo: 2), style: .sheet(withNavigation: true))
            await host.settle()
            #expect(host.presentationDepth == 1)
            layout.drawnAsStack = true
            await host.settle()
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("Reply to message 2"))
            #expect(mail.isCollapsed)
            host.horizontalSizeClass = .compact
            await host.settle()
            host.horizontalSizeClass = .regular
            await host.settle()
            #expect(mail.isCollapsed, "one stack whatever the width")
            try host.tap("Send")
            await host.settle()
            #expect(host.presentationDepth == 0)
            #expect(host.visibleTexts == ["Attachment 1 of message 2"])
            #expect(host.navigationDepth == 3)
            layout.drawnAsStack = false
            await host.settle()
            #expect(mail.isCollapsed == false)
            #expect(host.isShowing("Bo: Photos"))
            #expect(host.isShowing("Attachment 1 of message 2"))
            #expect(
                mail.state.collapsedRoutes.map(\.screen) == [
                    .sidebar(.inbox), .content(2), .detail(.attachment(message: 2, index: 0)),
                ])
        }

        @Test func aPushOnTheDetailColumnRunsNoBodyOfTheSplitViewInEitherForm() async throws {
            for drawnAsStack in [false, true] {
                let mail = SplitNavigation<Mailbox, Int, MailScreen>(
                    sidebarSelection: .inbox, contentSelection: 2)
                let layout = SplitLayoutChoice()
                layout.drawnAsStack = drawnAsStack
                let host = ViewHost(ChosenMailLayout(mail: mail, layout: layout))
                host.horizontalSizeClass = .regular
                await host.settle()
                host.resetEvaluationCounts()
                mail.detail.push(.attachment(message: 2, index: 0))
                await host.settle()
                #expect(host.isShowing("Attachment 1 of message 2"))
                #expect(
                    host.evaluationCounts["StapelSplitView", default: 0] == 0,
                    "drawn as one stack: \(drawnAsStack)")
                #expect(host.evaluationCounts["MailSplitView", default: 0] == 0)
            }
        }

        @Test func codeThatSelectsWhileOneStackShowsPushesAndPopsTheColumns() async throws {
            let mail = SplitNavigation<Mailbox, Int, MailScreen>()
            let layout = SplitLayoutChoice()
            layout.drawnAsStack = true
            let host = ViewHost(ChosenMailLayout(mail: mail, layout: layout))
            host.horizontalSizeClass = .regular
            await host.settle()
            #expect(host.navigationDepth == 0)
            mail.sidebarSelection = .archive
            mail.contentSelection = 4
            await host.settle()
            #expect(host.isShowing("Tickets"))
            #expect(host.navigationDepth == 2)
            mail.detail.push(.attachment(message: 4, index: 1))
            await host.settle()
            #expect(host.visibleTexts == ["Attachment 2 of message 4"])
            // A new mailbox clears the message and its screens: the stack shows its messages.
            mail.sidebarSelection = .inbox
            await host.settle()
            #expect(host.navigationDepth == 1)
            #expect(host.isShowing("Ann: Lunch?"))
            #expect(mail.detail.routes.isEmpty)
            mail.goBack()
            await host.settle()
            #expect(host.navigationDepth == 0)
            #expect(host.isShowing("Archive"))
        }
    }
#endif
