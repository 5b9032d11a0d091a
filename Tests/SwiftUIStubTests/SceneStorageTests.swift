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

        @Test func sceneStorageOutsideAViewSavesNothing() {
            let storage = SceneStorage<Data?>("loose")
            storage.wrappedValue = Data([1])
            #expect(storage.wrappedValue == nil)
            #expect(storage.projectedValue.wrappedValue == nil)
        }
    }
#endif
