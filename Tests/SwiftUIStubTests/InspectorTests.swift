#if !canImport(SwiftUI)
    import Observation
    import SwiftUIStub
    import Testing

    private struct InspectedKey: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) {
            value += nextValue()
        }
    }

    @MainActor @Observable
    private final class Inspection {
        var isPresented = false
        var reports: [[String]] = []
    }

    private struct Editor: View {
        let inspection: Inspection

        var body: some View {
            Text("Editor")
                .preference(key: InspectedKey.self, value: ["editor"])
                .inspector(
                    isPresented: Binding(
                        get: { inspection.isPresented }, set: { inspection.isPresented = $0 })
                ) {
                    Text("Traits").preference(key: InspectedKey.self, value: ["inspector"])
                }
                .onPreferenceChange(InspectedKey.self) { inspection.reports.append($0) }
        }
    }

    @MainActor
    @Suite("Inspector: a column in a regular width, a sheet in a compact one")
    struct InspectorTests {
        @Test func inARegularWidthTheInspectorIsAColumnBesideTheContent() {
            let inspection = Inspection()
            let host = ViewHost(Editor(inspection: inspection))
            host.horizontalSizeClass = .regular
            #expect(host.visibleTexts == ["Editor"])
            inspection.isPresented = true
            #expect(host.visibleTexts == ["Editor", "Traits"])
            #expect(host.presentationDepth == 0)
            #expect(host.hierarchy.contains("Inspector"))
            inspection.isPresented = false
            #expect(host.visibleTexts == ["Editor"])
        }

        @Test func inACompactWidthTheInspectorIsASheetTheUserCanSwipeDown() async throws {
            let inspection = Inspection()
            let host = ViewHost(Editor(inspection: inspection))
            inspection.isPresented = true
            await host.settle()
            #expect(host.presentationDepth == 1)
            #expect(host.presentationStyles == [.sheet])
            #expect(host.isShowing("Traits"))
            try host.swipeDownSheet()
            await host.settle()
            #expect(!inspection.isPresented)
            #expect(host.presentationDepth == 0)
        }

        @Test func aChangeOfWidthMovesTheInspectorBetweenColumnAndSheet() async {
            let inspection = Inspection()
            let host = ViewHost(Editor(inspection: inspection))
            host.horizontalSizeClass = .regular
            inspection.isPresented = true
            await host.settle()
            host.horizontalSizeClass = .compact
            await host.settle()
            #expect(host.presentationDepth == 1)
            host.horizontalSizeClass = .regular
            await host.settle()
            #expect(host.presentationDepth == 0)
            #expect(host.visibleTexts == ["Editor", "Traits"])
            #expect(inspection.isPresented)
        }

        @Test func theInspectorsPreferencesDoNotReachTheViewItBelongsTo() async {
            let inspection = Inspection()
            let host = ViewHost(Editor(inspection: inspection))
            host.horizontalSizeClass = .regular
            inspection.isPresented = true
            await host.settle()
            host.horizontalSizeClass = .compact
            await host.settle()
            #expect(inspection.reports == [["editor"]])
        }
    }
#endif
