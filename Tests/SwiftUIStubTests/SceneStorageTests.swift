#if !canImport(SwiftUI)
    import Foundation
    import SwiftUIStub
    import Testing

    private struct Notes: View {
        @SceneStorage("draft") private var draft: Data?

        var body: some View {
            VStack {
                Text(draft.map { String(decoding: $0, as: UTF8.self) } ?? "No draft")
                Button("Save draft") { draft = Data("Chapter 1".utf8) }
                DraftEditor(draft: $draft)
            }
        }
    }

    private struct DraftEditor: View {
        @Binding var draft: Data?

        var body: some View {
            Button("Clear draft") { draft = nil }
        }
    }

    private struct Mirror: View {
        @SceneStorage("draft") private var draft: Data?

        var body: some View {
            Text("Mirror \(draft?.count ?? 0)")
        }
    }

    private enum Section: String { case inbox, archive }
    private enum Zoom: Int {
        case small = 1
        case large = 2
    }

    /// Scene storage of `RawRepresentable` values, plain and optional.
    private struct Sections: View {
        @SceneStorage("section") private var section: Section = .inbox
        @SceneStorage("zoom") private var zoom: Zoom?
        @SceneStorage("count") private var count = 0

        var body: some View {
            VStack {
                Text("Section \(section.rawValue), zoom \(zoom?.rawValue ?? 0), count \(count)")
                Button("Archive") {
                    section = .archive
                    zoom = .large
                    count += 1
                }
            }
        }
    }

    @MainActor
    @Suite("Scene storage")
    struct SceneStorageTests {
        @Test func aRelaunchWithTheSameStoreRestoresTheSavedValue() throws {
            let first = ViewHost(Notes())
            #expect(first.isShowing("No draft"))
            try first.tap("Save draft")
            #expect(first.isShowing("Chapter 1"))
            #expect(first.sceneStore.keys == ["draft"])
            #expect(first.sceneStore.data(forKey: "draft") == Data("Chapter 1".utf8))
            let relaunched = ViewHost(Notes(), sceneStore: first.sceneStore)
            #expect(relaunched.isShowing("Chapter 1"))
            let fresh = ViewHost(Notes())
            #expect(fresh.isShowing("No draft"))
        }

        @Test func everyViewThatReadsAKeyUpdatesWhenItIsWritten() throws {
            let host = ViewHost(
                VStack {
                    Notes()
                    Mirror()
                })
            #expect(host.isShowing("Mirror 0"))
            try host.tap("Save draft")
            #expect(host.isShowing("Mirror 9"))
            try host.tap("Clear draft")
            #expect(host.isShowing("Mirror 0"))
            #expect(host.isShowing("No draft"))
        }

        @Test func rawRepresentableValuesAreSavedAndRestored() throws {
            let first = ViewHost(Sections())
            #expect(first.isShowing("Section inbox, zoom 0, count 0"))
            try first.tap("Archive")
            #expect(first.isShowing("Section archive, zoom 2, count 1"))
            let relaunched = ViewHost(Sections(), sceneStore: first.sceneStore)
            #expect(relaunched.isShowing("Section archive, zoom 2, count 1"))
            #expect(Set(first.sceneStore.keys) == ["section", "zoom", "count"])
        }

        @Test func sceneStorageOutsideAViewSavesNothing() {
            let storage = SceneStorage<Data?>("loose")
            storage.wrappedValue = Data([1])
            #expect(storage.wrappedValue == nil)
            #expect(storage.projectedValue.wrappedValue == nil)
        }
    }
#endif
