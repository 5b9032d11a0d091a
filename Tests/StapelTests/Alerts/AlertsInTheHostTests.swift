#if !canImport(SwiftUI)
    import Foundation
    import Observation
    @_spi(StapelUI) import StapelCore
    import Stapel
    import Testing

    /// The screens of a notes app: a list, a note, its editor, and the questions it asks.
    private enum NoteScreen: Hashable, Codable, Sendable {
        case note(Int)
        case editor(Int)
        case confirmDeletion(Int)
        case discardChanges(Int)
    }

    /// What the notes app's buttons ask of it.
    private enum NoteAction: Hashable, Sendable {
        case delete(Int)
        case discard(Int)
    }

    /// The notes app's model: its stack, its notes, and what its alerts did.
    @MainActor
    @Observable
    private final class NotesModel {
        let stack: Stack<NoteScreen>
        var notes = [1, 2, 3, 4]
        var performed: [NoteAction] = []
        @ObservationIgnored var events: [StackEvent<NoteScreen>] = []
        @ObservationIgnored private var subscription: EventSubscription?

        init(clock: HostClock) {
            stack = Stack(clock: clock)
            stack.setAlerts { screen -> AlertContent<NoteAction>? in
                switch screen {
                case .confirmDeletion(let id):
                    AlertContent(
                        "Delete note \(id)?", message: "This can't be undone.",
                        buttons: [.destructive("Delete", action: .delete(id)), .cancel()])
                case .discardChanges(let id):
                    AlertContent(
                        "", buttons: [.destructive("Discard", action: .discard(id))])
                case .note, .editor:
                    nil
                }
            } perform: { [weak self] action in
                self?.perform(action)
            }
            subscription = stack.onEvent { [weak self] in self?.events.append($0) }
        }

        func perform(_ action: NoteAction) {
            performed.append(action)
            switch action {
            case .delete(let id):
                notes.removeAll { $0 == id }
                stack.pop(to: .root)
            case .discard:
                stack.dismissAll()
            }
        }

        var answers: [String?] {
            events.compactMap {
                if case .alertAnswered(_, let button) = $0 { button } else { nil }
            }
        }
    }

    /// The notes app drawn with Stapel.
    private struct NotesApp: View {
        let model: NotesModel

        var body: some View {
            StapelStack(model.stack) {
                VStack {
                    Text("Notes")
                    ForEach(model.notes, id: \.self) { id in
                        Button("Note \(id)") { model.stack.push(.note(id)) }
                    }
                }
            } destination: { screen in
                switch screen {
                case .note(let id):
                    VStack {
                        Text("Note \(id)")
                        Button("Delete") {
                            model.stack.present(.confirmDeletion(id), style: .alert)
                        }
                        Button("Edit") {
                            model.stack.present(.editor(id), style: .sheet(withNavigation: true))
                        }
                    }
                case .editor(let id):
                    Button("Close") {
                        model.stack.present(.discardChanges(id), style: .confirmationDialog)
                    }
                case .confirmDeletion, .discardChanges:
                    Text("an alert is no screen")
                }
            }
        }
    }

    /// The notes app with its routes held as a value, as TCA or FlowStacks apps hold them.
    private struct NotesValueApp: View {
        @State var routes: [Route<NoteScreen>] = [.push(.note(2)), .alert(.confirmDeletion(2))]
        let performed: (NoteAction) -> Void
        var alertsFor: Any.Type = NoteScreen.self

        var body: some View {
            let container = StapelStack($routes) {
                Text("Notes")
            } destination: { screen in
                Text("\(screen)")
            }
            if alertsFor == NoteScreen.self {
                container.stapelAlerts(for: NoteScreen.self) {
                    screen -> AlertContent<NoteAction>? in
                    guard case .confirmDeletion(let id) = screen else { return nil }
                    return AlertContent(
                        "Delete note \(id)?",
                        buttons: [.destructive("Delete", action: .delete(id)), .cancel()])
                } perform: { action in
                    performed(action)
                    routes.removeAll()
                }
            } else {
                container.stapelAlerts(for: Int.self) { _ -> AlertContent<NoteAction>? in
                    nil
                } perform: { _ in
                }
            }
        }
    }

    @MainActor
    private func notesApp() -> (NotesModel, ViewHost) {
        let clock = HostClock()
        let model = NotesModel(clock: clock)
        return (model, ViewHost(NotesApp(model: model), clock: clock))
    }

    @MainActor
    @Suite("Alerts and confirmation dialogs, drawn in the headless host")
    struct AlertsInTheHostTests {
        @Test func anAlertShowsItsContentAndItsDestructiveButtonRunsTheAppsAction() async throws {
            let (model, host) = notesApp()
            try host.tap("Note 4")
            await host.settle()
            try host.tap("Delete")
            await host.settle()
            #expect(host.presentationStyles == [.alert])
            #expect(
                host.visibleTexts.suffix(4) == [
                    "Delete note 4?", "This can't be undone.", "Delete", "Cancel",
                ])
            try host.findAll(text: "Delete").last?.tap()
            await host.settle()
            #expect(model.performed == [.delete(4)])
            #expect(model.answers == ["Delete"])
            #expect(model.notes == [1, 2, 3])
            #expect(model.stack.routes.isEmpty)
            #expect(host.presentationStyles.isEmpty)
            #expect(host.visibleTexts == ["Notes", "Note 1", "Note 2", "Note 3"])
        }

        @Test func aCancelButtonOnlyDismisses() async throws {
            let (model, host) = notesApp()
            model.stack.push(.note(2))
            model.stack.present(.confirmDeletion(2), style: .alert)
            await host.settle()
            try host.tap("Cancel")
            await host.settle()
            #expect(model.performed.isEmpty)
            #expect(model.answers == ["Cancel"])
            #expect(model.stack.routes.map(\.screen) == [.note(2)])
            #expect(host.presentationStyles.isEmpty)
            #expect(host.isShowing("Note 2"))
        }

        @Test func anAlertAskedForWhileASheetIsDismissedShowsOnceTheSheetIsGone() async throws {
            let (model, host) = notesApp()
            model.stack.push(.note(3))
            model.stack.present(.editor(3), style: .sheet(withNavigation: true))
            await host.settle()
            #expect(host.presentationStyles == [.sheet])
            // Without pacing, UIKit drops the alert (see the stub's own alert tests).
            model.stack.dismiss()
            model.stack.present(.confirmDeletion(3), style: .alert)
            await host.settle()
            #expect(host.presentationStyles == [.alert])
            #expect(host.isShowing("Delete note 3?"))
            #expect(!host.log.contains { $0.contains("dropped") })
        }

        @Test func aDialogsDestructiveButtonRunsItsActionAndTheTestSeesIt() async throws {
            let (model, host) = notesApp()
            host.horizontalSizeClass = .compact
            model.stack.push(.note(1))
            model.stack.present(.editor(1), style: .sheet(withNavigation: true))
            await host.settle()
            try host.tap("Close")
            await host.settle()
            #expect(host.presentationStyles == [.sheet, .confirmationDialog])
            // An empty title shows none; the platform adds Cancel in a compact width.
            #expect(host.visibleTexts.suffix(2) == ["Discard", "Cancel"])
            try host.tap("Discard")
            await host.settle()
            #expect(model.performed == [.discard(1)])
            #expect(model.answers == ["Discard"])
            #expect(model.stack.routes.map(\.screen) == [.note(1)])
            #expect(host.presentationStyles.isEmpty)
        }

        @Test func theCancelThePlatformAddsAndATapOutsideAreAnswersWithoutAButton() async throws {
            let (model, host) = notesApp()
            host.horizontalSizeClass = .compact
            model.stack.present(.discardChanges(1), style: .confirmationDialog)
            await host.settle()
            try host.tap("Cancel")
            await host.settle()
            #expect(model.answers == [nil])
            #expect(model.stack.routes.isEmpty)
            host.horizontalSizeClass = .regular
            model.stack.present(.discardChanges(1), style: .confirmationDialog)
            await host.settle()
            #expect(host.presentationStyles == [.confirmationDialog])
            try host.tapOutsideDialog()
            await host.settle()
            #expect(model.answers == [nil, nil])
            #expect(model.stack.routes.isEmpty)
            #expect(model.performed.isEmpty)
        }

        @Test func aRouteListHeldAsAValueDrawsItsAlertsFromTheModifier() async throws {
            var performed: [NoteAction] = []
            let host = ViewHost(NotesValueApp(performed: { performed.append($0) }))
            await host.settle()
            #expect(host.presentationStyles == [.alert])
            #expect(host.isShowing("Delete note 2?"))
            try host.findAll(text: "Delete").last?.tap()
            await host.settle()
            #expect(performed == [.delete(2)])
            #expect(host.presentationStyles.isEmpty)
            #expect(host.visibleTexts == ["Notes"])
        }

        @Test func alertsForAnotherScreenTypeAreIgnoredWithAWarning() async {
            await withKnownIssue {
                let host = ViewHost(NotesValueApp(performed: { _ in }, alertsFor: Int.self))
                await host.settle()
                #expect(host.isShowing("confirmDeletion(2)"))
            } matching: { issue in
                issue.description.contains("stapelAlerts(for: Int.self)")
                    || issue.description.contains("has no content")
            }
        }

        @Test func aDeepLinkOpensAnAlert() async throws {
            let (model, host) = notesApp()
            await host.settle()
            let table = try DeepLinkTable<NoteScreen>([
                DeepLinkPattern("notes/:id(Int)/delete") { values in
                    let id: Int = try values.value("id")
                    return [.push(.note(id)), .alert(.confirmDeletion(id))]
                } values: { _ in
                    nil
                }
            ])
            let result = try model.stack.open(URL(string: "notes://notes/2/delete")!, using: table)
            #expect(result.isComplete)
            await host.settle()
            #expect(host.visibleTexts.contains("Note 2"))
            #expect(host.presentationStyles == [.alert])
            #expect(host.isShowing("Delete note 2?"))
            // A relaunch brings back the note, not the question.
            let restored = Stack<NoteScreen>()
            try restored.restore(from: model.stack.snapshotData())
            #expect(restored.routes.map(\.screen) == [.note(2)])
        }
    }
#endif
