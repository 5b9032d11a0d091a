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

    /// Every value type SwiftUI's scene storage takes, with a default and optional.
    private struct EveryType: View {
        @SceneStorage("bool") private var bool = true
        @SceneStorage("double") private var double = 1.5
        @SceneStorage("string") private var string = "text"
        @SceneStorage("url") private var url = URL(string: "myapp://inbox")!
        @SceneStorage("date") private var date = Date(timeIntervalSince1970: 60)
        @SceneStorage("data") private var data = Data([7])
        @SceneStorage("optional bool") private var optionalBool: Bool?
        @SceneStorage("optional int") private var optionalInt: Int?
        @SceneStorage("optional double") private var optionalDouble: Double?
        @SceneStorage("optional url") private var optionalURL: URL?
        @SceneStorage("optional date") private var optionalDate: Date?
        @SceneStorage("optional section") private var optionalSection: Section?

        var body: some View {
            VStack {
                Text(
                    "\(bool) \(double) \(string) \(url.absoluteString) "
                        + "\(date.timeIntervalSince1970) \(data.count)")
                Text(
                    "\(optionalBool == nil) \(optionalInt == nil) \(optionalDouble == nil) "
                        + "\(optionalURL == nil) \(optionalDate == nil) \(optionalSection == nil)")
                Button("Write") {
                    bool = false
                    optionalInt = 3
                    optionalSection = .archive
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

        @Test func everyValueTypeStartsAtItsDefaultAndIsSaved() throws {
            let host = ViewHost(EveryType())
            #expect(host.isShowing("true 1.5 text myapp://inbox 60.0 1"))
            #expect(host.isShowing("true true true true true true"))
            try host.tap("Write")
            #expect(host.isShowing("false 1.5 text myapp://inbox 60.0 1"))
            #expect(host.isShowing("true false true true true false"))
            let relaunched = ViewHost(EveryType(), sceneStore: host.sceneStore)
            #expect(relaunched.isShowing("true false true true true false"))
        }

        @Test func sceneStorageOutsideAViewSavesNothing() {
            let storage = SceneStorage<Data?>("loose")
            storage.wrappedValue = Data([1])
            #expect(storage.wrappedValue == nil)
            #expect(storage.projectedValue.wrappedValue == nil)
        }
    }
#endif
