#if !canImport(SwiftUI)
    import Foundation
    import Stapel
    @testable import StapelExamples
    import Testing

    @MainActor
    @Suite("Example: mail in a split view")
    struct MailExampleTests {
        @Test func collapsedTheColumnsAreOneStackAndBackClearsTheSelections() async throws {
            let host = ViewHost(MailExample())
            #expect(host.isShowing("Inbox"))
            try host.tap("Inbox")
            await host.settle()
            #expect(host.isShowing("Ann: Lunch?"))
            try host.tap("Bo: Photos")
            await host.settle()
            #expect(host.isShowing("Photos"))
            try host.tap("Attachment 2")
            await host.settle()
            #expect(host.visibleTexts == ["Attachment 2 of message 2"])
            try host.tapBack()
            await host.settle()
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("Bo: Photos"))
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("Archive"))
        }

        @Test func aRotationMidNavigationAndWithTheComposeSheetUpLosesNothing() async throws {
            let host = ViewHost(MailExample())
            try host.tap("Sent")
            await host.settle()
            try host.tap("Me: Report")
            await host.settle()
            try host.tap("From Me")
            await host.settle()
            #expect(host.isShowing("Contact Me"))
            host.horizontalSizeClass = .regular
            await host.settle()
            // Side by side: the mailboxes, the sent messages, and the contact on the message.
            #expect(host.isShowing("Archive"))
            #expect(host.isShowing("Me: Report"))
            #expect(host.isShowing("Contact Me"))
            try host.tap("Write to Me")
            await host.settle()
            #expect(host.presentationDepth == 1)
            host.horizontalSizeClass = .compact
            await host.settle()
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("New message"))
            try host.tap("Send")
            await host.settle()
            #expect(host.visibleTexts == ["Contact Me", "Write to Me"])
        }

        @Test func theListsSelectAndTheToolbarComposesAndCancelsWithDismiss() async throws {
            let host = ViewHost(MailExample())
            host.horizontalSizeClass = .regular
            await host.settle()
            try host.tap("Sent")
            await host.settle()
            #expect(host.isShowing("Me: Report"))
            try host.tap("Me: Report")
            await host.settle()
            #expect(host.hierarchy.components(separatedBy: "Row (selected)").count == 3)
            try host.tap("Compose")
            await host.settle()
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("New message"))
            try host.tap("Cancel")
            await host.settle()
            #expect(host.presentationDepth == 0)
            #expect(host.isShowing("Compose"))
            #expect(host.isShowing("Report"))
            try host.tap("Compose")
            await host.settle()
            try host.tap("Send")
            await host.settle()
            #expect(host.presentationDepth == 0)
        }

        @Test func aRelaunchComesBackToTheSameMessageAndScreen() async throws {
            let host = ViewHost(MailExample())
            try host.tap("Archive")
            await host.settle()
            try host.tap("Cy: Tickets")
            await host.settle()
            try host.tap("Attachment 1")
            await host.settle()
            let relaunched = ViewHost(MailExample(), sceneStore: host.sceneStore)
            await relaunched.settle()
            #expect(relaunched.visibleTexts == ["Attachment 1 of message 4"])
            relaunched.horizontalSizeClass = .regular
            await relaunched.settle()
            #expect(relaunched.isShowing("Cy: Tickets"))
            #expect(relaunched.isShowing("Attachment 1 of message 4"))
        }
    }
#endif
