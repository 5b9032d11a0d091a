#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    private struct Tabs: View {
        let model: TabModel

        var body: some View {
            TabView(
                selection: Binding(
                    get: { model.selection },
                    set: {
                        model.selection = $0
                        model.writes += 1
                    })
            ) {
                CounterView(title: "Inbox")
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .tag("inbox")
                CounterView(title: "Sent")
                    .tabItem { Text("Sent") }
                    .tag("sent")
            }
        }
    }

    private struct OwnTabs: View {
        var body: some View {
            TabView {
                Text("First page").tabItem { Text("First").font(.caption) }
                Text("Second page").tabItem {
                    Image(systemName: "2.circle")
                    Text("Second")
                }
                Text("Unlabelled page")
            }
        }
    }

    @MainActor
    @Suite("Tab view")
    struct TabViewTests {
        @Test func onlyTheSelectedTabIsOnScreenAndTheOthersKeepTheirState() throws {
            let model = TabModel()
            let host = ViewHost(Tabs(model: model))
            #expect(host.visibleTexts == ["Inbox 0", "Add to Inbox"])
            try host.tap("Add to Inbox")
            try host.selectTab("Sent")
            #expect(model.selection == "sent")
            #expect(host.visibleTexts == ["Sent 0", "Add to Sent"])
            try host.selectTab("Inbox")
            #expect(host.isShowing("Inbox 1"))
            #expect(host.hierarchy.hasPrefix("TabView: [Inbox] Sent"))
        }

        @Test func tappingTheSelectedTabWritesTheSelectionAgain() throws {
            let model = TabModel()
            let host = ViewHost(Tabs(model: model))
            try host.selectTab("Inbox")
            try host.selectTab("Inbox")
            #expect(model.writes == 2)
            #expect(model.selection == "inbox")
        }

        @Test func aTabViewWithoutABindingKeepsItsOwnSelection() throws {
            let host = ViewHost(OwnTabs())
            #expect(host.visibleTexts == ["First page"])
            try host.selectTab("Second")
            #expect(host.visibleTexts == ["Second page"])
            #expect(throws: HostError.self) { try host.selectTab("Third") }
            try host.selectTab("")
            #expect(host.visibleTexts == ["Unlabelled page"])
            #expect(host.hierarchy.hasPrefix("TabView: First Second []"))
        }

        @Test func theAppCanChangeTheSelection() {
            let model = TabModel()
            let host = ViewHost(Tabs(model: model))
            model.selection = "sent"
            #expect(host.isShowing("Sent 0"))
        }
    }
#endif
