#if !canImport(SwiftUI)
    import Observation
    import SwiftUIStub
    import Testing

    private struct NamesKey: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) {
            value += nextValue()
        }
    }

    @MainActor @Observable
    private final class Names {
        var showsSecond = true
        var first = "first"
        var isPresented = false
        var reports: [[String]] = []
    }

    private struct Named: View {
        let names: Names

        var body: some View {
            VStack {
                Text("One").preference(key: NamesKey.self, value: [names.first])
                if names.showsSecond {
                    VStack {
                        Text("Two").preference(key: NamesKey.self, value: ["hidden"])
                    }
                    .preference(key: NamesKey.self, value: ["second"])
                }
                Button("Present") { names.isPresented = true }
            }
            .sheet(
                isPresented: Binding(get: { names.isPresented }, set: { names.isPresented = $0 })
            ) {
                Text("Sheet").preference(key: NamesKey.self, value: ["in the sheet"])
            }
            .onPreferenceChange(NamesKey.self) { names.reports.append($0) }
        }
    }

    private struct NothingSet: View {
        let names: Names

        var body: some View {
            Text("Plain").onPreferenceChange(NamesKey.self) { names.reports.append($0) }
        }
    }

    @MainActor
    @Suite("Preferences")
    struct PreferenceTests {
        @Test func aReaderGetsTheValuesBelowInOrderAndAWriterReplacesWhatIsInside() {
            let names = Names()
            let host = ViewHost(Named(names: names))
            host.update()
            #expect(names.reports == [["first", "second"]])
        }

        @Test func aChangeBelowIsReportedOnceAndAnUnchangedValueIsNot() {
            let names = Names()
            let host = ViewHost(Named(names: names))
            host.update()
            names.first = "renamed"
            host.update()
            names.showsSecond = false
            host.update()
            names.first = "renamed"
            host.update()
            #expect(
                names.reports == [["first", "second"], ["renamed", "second"], ["renamed"]])
        }

        @Test func aPresentationsPreferencesDoNotReachThePresenter() async throws {
            let names = Names()
            let host = ViewHost(Named(names: names))
            try host.tap("Present")
            await host.settle()
            #expect(host.isShowing("Sheet"))
            #expect(names.reports == [["first", "second"]])
        }

        @Test func withNothingSetNothingIsReported() {
            let names = Names()
            let host = ViewHost(NothingSet(names: names))
            host.update()
            #expect(host.isShowing("Plain"))
            #expect(names.reports.isEmpty)
        }
    }
#endif
