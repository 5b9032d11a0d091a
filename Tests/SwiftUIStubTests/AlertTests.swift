#if !canImport(SwiftUI)
    import Foundation
    import Observation
    import SwiftUIStub
    import Testing

    /// What an alert or a dialog writes to, and what its buttons did.
    @MainActor
    @Observable
    private final class DialogModel {
        var asksToDelete = false
        var asksToDiscard = false
        var showsSheet = false
        var failed = false
        var draft: String?
        var error: UploadError?
        var done: [String] = []
    }

    private struct UploadError: LocalizedError {
        var errorDescription: String? { "The upload failed" }
        var recoverySuggestion: String? { "Try again on Wi-Fi" }
    }

    /// A screen with an alert, a confirmation dialog, a sheet and an error alert.
    private struct DraftScreen: View {
        let model: DialogModel
        var titleVisibility = Visibility.automatic
        var dialogMessage = false
        var dialogCancel = false

        var body: some View {
            @Bindable var model = model
            VStack {
                Text("Drafts")
                Button("Delete") { model.asksToDelete = true }
                Button("Discard") { model.asksToDiscard = true }
                Button("Open sheet") { model.showsSheet = true }
            }
            .alert("Delete the draft?", isPresented: $model.asksToDelete, presenting: model.draft) {
                draft in
                Button("Delete \(draft)", role: .destructive) { model.done.append("deleted") }
                Button("Keep", role: .cancel) { model.done.append("kept") }
            } message: { draft in
                Text("\(draft) will be gone.")
            }
            .confirmationDialog(
                "Discard the changes?", isPresented: $model.asksToDiscard,
                titleVisibility: titleVisibility
            ) {
                Button("Discard", role: .destructive) { model.done.append("discarded") }
                if dialogCancel {
                    Button("Keep editing", role: .cancel) { model.done.append("kept editing") }
                }
            } message: {
                if dialogMessage { Text("They are not saved.") }
            }
            .alert(isPresented: $model.failed, error: model.error) { error in
                Button("Retry") { model.done.append("retry") }
            } message: { error in
                Text(error.recoverySuggestion ?? "")
            }
            .sheet(isPresented: $model.showsSheet) {
                Button("Close and delete") {
                    model.showsSheet = false
                    model.asksToDelete = true
                }
            }
        }
    }

    /// An alert with no buttons of the app's.
    private struct NoticeScreen: View {
        @State private var shows = true

        var body: some View {
            Text("Notice").alert(Text("Saved"), isPresented: $shows) {}
        }
    }

    @MainActor
    @Suite("Alerts and confirmation dialogs, as UIKit presents them")
    struct AlertTests {
        @Test func anAlertShowsItsTitleMessageAndButtonsAndATapRunsTheActionAndDismisses()
            async throws
        {
            let model = DialogModel()
            model.draft = "Notes"
            let host = ViewHost(DraftScreen(model: model))
            try host.tap("Delete")
            await host.settle()
            #expect(host.presentationStyles == [.alert])
            #expect(
                host.visibleTexts.suffix(4) == [
                    "Delete the draft?", "Notes will be gone.", "Delete Notes", "Keep",
                ])
            // Only the alert takes touches.
            #expect(throws: HostError.self) { try host.tap("Discard") }
            #expect(throws: HostError.self) { try host.swipeDownSheet() }
            #expect(throws: HostError.self) { try host.tapOutsideDialog() }
            try host.tap("Delete Notes")
            #expect(model.done == ["deleted"])
            await host.settle()
            #expect(model.asksToDelete == false)
            #expect(host.presentationStyles.isEmpty)
        }

        @Test func aPresentingAlertWaitsForItsDataAndAnAlertWithoutButtonsGetsOK() async throws {
            let model = DialogModel()
            let host = ViewHost(DraftScreen(model: model))
            model.asksToDelete = true
            await host.settle()
            #expect(host.presentationStyles.isEmpty, "no data, no alert")
            model.draft = "Notes"
            await host.settle()
            #expect(host.presentationStyles == [.alert])

            let notice = ViewHost(NoticeScreen())
            await notice.settle()
            #expect(notice.visibleTexts == ["Notice", "Saved", "OK"])
            try notice.tap("OK")
            await notice.settle()
            #expect(notice.presentationStyles.isEmpty)
        }

        @Test func anErrorAlertTakesItsTitleFromTheError() async throws {
            let model = DialogModel()
            model.error = UploadError()
            model.failed = true
            let host = ViewHost(DraftScreen(model: model))
            await host.settle()
            #expect(host.isShowing("The upload failed"))
            #expect(host.isShowing("Try again on Wi-Fi"))
            try host.tap("Retry")
            await host.settle()
            #expect(model.done == ["retry"])
            #expect(model.failed == false)
        }

        @Test func anAlertAskedForWhileASheetIsDismissedIsDroppedAsUIKitDropsIt() async throws {
            let model = DialogModel()
            model.draft = "Notes"
            let host = ViewHost(DraftScreen(model: model))
            try host.tap("Open sheet")
            await host.settle()
            try host.tap("Close and delete")
            await host.settle()
            #expect(host.presentationStyles.isEmpty)
            #expect(model.asksToDelete, "the flag stays on: the next ask does nothing")
            #expect(host.log.contains { $0.contains("an alert") && $0.contains("dropped") })
        }

        @Test func aDialogIsAnActionSheetWithCancelWhenCompactAndAPopoverWithoutWhenRegular()
            async throws
        {
            let model = DialogModel()
            let host = ViewHost(DraftScreen(model: model))
            host.horizontalSizeClass = .compact
            try host.tap("Discard")
            await host.settle()
            #expect(host.presentationStyles == [.confirmationDialog])
            // The title shows by default only with a message.
            #expect(host.visibleTexts.suffix(2) == ["Discard", "Cancel"])
            try host.tap("Cancel")
            await host.settle()
            #expect(model.asksToDiscard == false)
            #expect(model.done.isEmpty)

            host.horizontalSizeClass = .regular
            try host.tap("Discard")
            await host.settle()
            #expect(!host.isShowing("Cancel"))
            try host.tapOutsideDialog()
            await host.settle()
            #expect(model.asksToDiscard == false)
            #expect(model.done.isEmpty)

            try host.tap("Discard")
            await host.settle()
            let buttons = host.findAll(text: "Discard")
            #expect(buttons.count == 2)
            try buttons.last?.tap()
            await host.settle()
            #expect(model.done == ["discarded"])
        }

        @Test func aDialogsTitleShowsAsAskedAndATapOutsideRunsItsCancelButton() async throws {
            let model = DialogModel()
            let visible = ViewHost(DraftScreen(model: model, titleVisibility: .visible))
            try visible.tap("Discard")
            await visible.settle()
            #expect(visible.isShowing("Discard the changes?"))
            let withMessage = ViewHost(DraftScreen(model: DialogModel(), dialogMessage: true))
            try withMessage.tap("Discard")
            await withMessage.settle()
            #expect(withMessage.isShowing("Discard the changes?"))
            #expect(withMessage.isShowing("They are not saved."))
            let hidden = ViewHost(
                DraftScreen(model: DialogModel(), titleVisibility: .hidden, dialogMessage: true))
            try hidden.tap("Discard")
            await hidden.settle()
            #expect(!hidden.isShowing("Discard the changes?"))

            // The app's cancel button stands for the system's, and a tap outside is that button.
            let cancelling = DialogModel()
            let host = ViewHost(DraftScreen(model: cancelling, dialogCancel: true))
            host.horizontalSizeClass = .compact
            try host.tap("Discard")
            await host.settle()
            #expect(!host.isShowing("Cancel"))
            #expect(host.isShowing("Keep editing"))
            try host.tapOutsideDialog()
            await host.settle()
            #expect(cancelling.done == ["kept editing"])
            #expect(cancelling.asksToDiscard == false)
            #expect(host.presentationStyles.isEmpty)
        }
    }
#endif
