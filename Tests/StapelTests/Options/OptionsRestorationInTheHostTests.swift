#if !canImport(SwiftUI)
    import Foundation
    import Observation
    import Stapel
    import Testing

    private enum NoteScreen: Hashable, Codable, Sendable {
        case note(Int)
        case tags
    }

    /// A notes app whose stack is saved in the scene, and whose value-held routes drive a
    /// second container.
    private struct SavedNotes: View {
        @SceneStorage("navigation") private var saved: Data?
        @State private var autosave: NavigationAutosave<Stack<NoteScreen>>

        init(stack: Stack<NoteScreen>) {
            _autosave = State(initialValue: NavigationAutosave(stack))
        }

        var body: some View {
            StapelStack(autosave.root) {
                Button("Note 1") {}.stapelZoomSource(1)
            } destination: { screen in
                Text(String(describing: screen))
            }
            .stapelAutosave(autosave, in: $saved)
        }
    }

    private struct RouteList: View {
        let model: NotesModel

        var body: some View {
            StapelStack(Binding(get: { model.routes }, set: { model.routes = $0 })) {
                Text("Notes")
            } destination: { screen in
                Text(String(describing: screen))
            }
        }
    }

    /// The routes an app holds as a value.
    @MainActor
    @Observable
    private final class NotesModel {
        var routes: [Route<NoteScreen>] = []
    }

    private let tagOptions = RouteOptions(
        detents: [.medium, .large], selectedDetent: .large, isInteractiveDismissDisabled: true)

    @MainActor
    @Suite("Presentation options restored, linked and held as a value, in the headless host")
    struct OptionsRestorationInTheHostTests {
        @Test func aRelaunchBringsTheSheetBackAtItsDetentWithItsLock() async throws {
            let clock = HostClock()
            let first = Stack<NoteScreen>(clock: clock)
            let host = ViewHost(SavedNotes(stack: first), clock: clock)
            first.push(.note(1))
            first.presentSheet(.tags, options: RouteOptions(detents: [.medium, .large]))
            await host.settle()
            try host.dragSheet(to: .large)
            await host.settle()

            let second = Stack<NoteScreen>(clock: clock)
            let relaunched = ViewHost(
                SavedNotes(stack: second), clock: clock, sceneStore: host.sceneStore)
            await relaunched.settle()
            #expect(second.routes.map(\.screen) == [.note(1), .tags])
            #expect(relaunched.sheetDetent == .large)
            #expect(second.routes[1].options.selectedDetent == .large)
        }

        @Test func aDeepLinkPresentsWithOptionsAndMovesTheSheetItShows() async throws {
            let table = try DeepLinkTable<NoteScreen>([
                DeepLinkPattern("tags/:detent(String)") { values in
                    let name: String = try values.value("detent")
                    var options = tagOptions
                    options.selectedDetent = name == "medium" ? .medium : .large
                    return [.push(.note(1)), .sheet(.tags, options: options)]
                } values: { _ in
                    nil
                }
            ])
            let clock = HostClock()
            let stack = Stack<NoteScreen>(clock: clock)
            let host = ViewHost(SavedNotes(stack: stack), clock: clock)
            try stack.open(URL(string: "notes://tags/large")!, using: table)
            await host.settle()
            #expect(host.sheetDetent == .large)
            #expect(throws: HostError.self) { try host.swipeDownSheet() }
            let presentations = host.transitions.filter { $0.kind == .present }.count
            try stack.open(URL(string: "notes://tags/medium")!, using: table)
            await host.settle()
            #expect(host.sheetDetent == .medium)
            #expect(host.transitions.filter { $0.kind == .present }.count == presentations)
            #expect(!host.transitions.contains { $0.kind == .dismiss })
        }

        @Test func aRelaunchBringsBackAZoomedPushAndAPopoverWithWhatTheyAdaptTo() async throws {
            let clock = HostClock()
            let first = Stack<NoteScreen>(clock: clock)
            let host = ViewHost(SavedNotes(stack: first), clock: clock)
            first.push(.note(1), options: .zoom(from: 1))
            first.presentPopover(.tags, adaptingTo: .fullScreenCover)
            await host.settle()

            let second = Stack<NoteScreen>(clock: clock)
            let relaunched = ViewHost(
                SavedNotes(stack: second), clock: clock, sceneStore: host.sceneStore)
            relaunched.horizontalSizeClass = .regular
            await relaunched.settle()
            #expect(second.routes.map(\.options) == first.routes.map(\.options))
            #expect(relaunched.presentationStyles == [.popover])
            relaunched.horizontalSizeClass = .compact
            await relaunched.settle()
            #expect(relaunched.presentationStyles == [.fullScreenCover])
            second.dismiss()
            await relaunched.settle()
            try relaunched.tapBack()
            await relaunched.settle()
            #expect(relaunched.transitions.last?.kind == .pop)
            #expect(
                relaunched.transitions.last?.zoom == HostZoom(sourceID: "1", isSourceFound: true))
            #expect(second.routes.isEmpty)
        }

        @Test func aDeepLinkZoomsItsPushFromTheSourceAndPresentsAPopover() async throws {
            let table = try DeepLinkTable<NoteScreen>([
                DeepLinkPattern("notes/:id(Int)/tags") { values in
                    let id: Int = try values.value("id")
                    return [
                        .push(.note(id), options: .zoom(from: id)),
                        .popover(.tags, adaptingTo: .sheet),
                    ]
                } values: { _ in
                    nil
                }
            ])
            let clock = HostClock()
            let stack = Stack<NoteScreen>(clock: clock)
            let host = ViewHost(SavedNotes(stack: stack), clock: clock)
            host.horizontalSizeClass = .regular
            await host.settle()
            try stack.open(URL(string: "notes://notes/1/tags")!, using: table)
            await host.settle()
            let push = host.transitions.first { $0.kind == .push }
            #expect(push?.zoom == HostZoom(sourceID: "1", isSourceFound: true))
            #expect(host.presentationStyles == [.popover])
            #expect(stack.routes.map(\.screen) == [.note(1), .tags])
        }

        @Test func aDragIsWrittenToTheRoutesTheAppHoldsAndTheirEditMovesTheSheet() async throws {
            let model = NotesModel()
            model.routes = [
                .push(.note(1)), .sheet(.tags, options: RouteOptions(detents: [.medium, .large])),
            ]
            let host = ViewHost(RouteList(model: model))
            await host.settle()
            #expect(host.sheetDetent == .medium)
            try host.dragSheet(to: .large)
            await host.settle()
            #expect(model.routes[1].options.selectedDetent == .large)
            model.routes.setSelectedDetent(.medium, of: model.routes[1].id)
            host.update()
            await host.settle()
            #expect(host.sheetDetent == .medium)
        }
    }
#endif
