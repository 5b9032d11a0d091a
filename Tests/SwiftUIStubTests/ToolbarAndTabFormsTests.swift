#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    /// Every placement, in blocks of every size the builder takes.
    private struct EveryPlacement: View {
        let flag: Bool

        var body: some View {
            NavigationStack {
                Text("Screen")
                    .toolbar {
                        ToolbarItem(placement: .automatic) { Text("automatic") }
                        ToolbarItem(placement: .principal) { Text("principal") }
                        ToolbarItem(placement: .navigation) { Text("navigation") }
                        ToolbarItem(placement: .secondaryAction) { Text("secondaryAction") }
                        ToolbarItem(placement: .status) { Text("status") }
                        ToolbarItem(placement: .destructiveAction) { Text("destructiveAction") }
                        ToolbarItem(placement: .keyboard) { Text("keyboard") }
                        ToolbarItem(placement: .topBarLeading) { Text("topBarLeading") }
                        ToolbarItem(placement: .bottomBar) { Text("bottomBar") }
                        ToolbarItemGroup {
                            if flag { Text("flag on") }
                        }
                    }
                    .toolbar {
                        ToolbarItem(placement: .navigationBarLeading) { Text("old leading") }
                        ToolbarItem(placement: .navigationBarTrailing) { Text("old trailing") }
                        if flag {
                            ToolbarItem { Text("optional item") }
                        }
                    }
            }
        }
    }

    private struct SmallerBlocks: View {
        var body: some View {
            NavigationStack {
                Text("Screen")
                    .toolbar {
                        ToolbarItem { Text("a3") }
                        ToolbarItem { Text("b3") }
                        ToolbarItem { Text("c3") }
                    }
                    .toolbar {
                        ToolbarItem { Text("a4") }
                        ToolbarItem { Text("b4") }
                        ToolbarItem { Text("c4") }
                        ToolbarItem { Text("d4") }
                    }
                    .toolbar {
                        ToolbarItem { Text("a5") }
                        ToolbarItem { Text("b5") }
                        ToolbarItem { Text("c5") }
                        ToolbarItem { Text("d5") }
                        ToolbarItem { Text("e5") }
                    }
                    .toolbar {
                        ToolbarItem { Text("a6") }
                        ToolbarItem { Text("b6") }
                        ToolbarItem { Text("c6") }
                        ToolbarItem { Text("d6") }
                        ToolbarItem { Text("e6") }
                        ToolbarItem { Text("f6") }
                    }
                    .toolbar {
                        ToolbarItem { Text("a7") }
                        ToolbarItem { Text("b7") }
                        ToolbarItem { Text("c7") }
                        ToolbarItem { Text("d7") }
                        ToolbarItem { Text("e7") }
                        ToolbarItem { Text("f7") }
                        ToolbarItem { Text("g7") }
                    }
                    .toolbar {
                        ToolbarItem { Text("a8") }
                        ToolbarItem { Text("b8") }
                        ToolbarItem { Text("c8") }
                        ToolbarItem { Text("d8") }
                        ToolbarItem { Text("e8") }
                        ToolbarItem { Text("f8") }
                        ToolbarItem { Text("g8") }
                        ToolbarItem { Text("h8") }
                    }
                    .toolbar {
                        ToolbarItem { Text("a9") }
                        ToolbarItem { Text("b9") }
                        ToolbarItem { Text("c9") }
                        ToolbarItem { Text("d9") }
                        ToolbarItem { Text("e9") }
                        ToolbarItem { Text("f9") }
                        ToolbarItem { Text("g9") }
                        ToolbarItem { Text("h9") }
                        ToolbarItem { Text("i9") }
                    }
            }
        }
    }

    private struct Sections: View {
        var body: some View {
            List {
                Section { Text("plain") }
                Section {
                    Text("with header")
                } header: {
                    Text("Header")
                }
                Section {
                    Text("with footer")
                } footer: {
                    Text("Footer")
                }
                Section("Titled") { Text("with title") }
                Section(LocalizedStringKey("Keyed")) { Text("with key") }
            }
        }
    }

    private struct ManyTabs: View {
        @State private var selection = 1

        var body: some View {
            TabView(selection: $selection) {
                Tab("One", systemImage: "1.circle", value: 1) { Text("1") }
                Tab(LocalizedStringKey("Two"), systemImage: "2.circle", value: 2) { Text("2") }
                Tab(value: 3) { Text("3") }
                TabSection {
                    Tab("Four", systemImage: "4.circle", value: 4) { Text("4") }
                }
                TabSection {
                    Tab("Five", systemImage: "5.circle", value: 5) { Text("5") }
                } header: {
                    Label("Header", systemImage: "star")
                }
                TabSection(LocalizedStringKey("Keyed")) {
                    Tab("Six", systemImage: "6.circle", value: 6) { Text("6") }
                    Tab("Seven", systemImage: "7.circle", value: 7) { Text("7") }
                    Tab("Eight", systemImage: "8.circle", value: 8) { Text("8") }
                }
                Tab("Nine", systemImage: "9.circle", value: 9) { Text("9") }
                Tab("Ten", systemImage: "10.circle", value: 10) { Text("10") }
            }
        }
    }

    private struct ValuelessTabs: View {
        var body: some View {
            TabView {
                Tab(LocalizedStringKey("Keyed"), systemImage: "k.circle") { Text("keyed page") }
                Tab {
                    Text("labelled page")
                } label: {
                    Label("Labelled", systemImage: "l.circle")
                }
                Tab("Third", systemImage: "3.circle") { Text("third page") }
                Tab("Fourth", systemImage: "4.circle") { Text("fourth page") }
            }
            .tabViewStyle(.automatic)
        }
    }

    @MainActor
    @Suite("Toolbar, section and tab forms")
    struct ToolbarAndTabFormsTests {
        @Test func everyPlacementIsNamedInTheHierarchy() {
            let host = ViewHost(EveryPlacement(flag: true))
            for name in [
                "automatic", "principal", "navigation", "secondaryAction", "status",
                "destructiveAction", "keyboard", "topBarLeading", "bottomBar",
            ] {
                #expect(host.hierarchy.contains("Toolbar item (\(name))"), "\(name)")
                #expect(host.isShowing(name))
            }
            #expect(host.isShowing("flag on"))
            #expect(host.isShowing("optional item"))
            #expect(host.isShowing("old leading"))
            #expect(host.hierarchy.contains("Toolbar item (topBarTrailing)"))
            let off = ViewHost(EveryPlacement(flag: false))
            #expect(!off.isShowing("flag on"))
            #expect(!off.isShowing("optional item"))
        }

        @Test func blocksOfThreeToNineItemsKeepTheirOrder() {
            let host = ViewHost(SmallerBlocks())
            let letters = "abcdefghi".map(String.init)
            for size in 3...9 {
                let expected = letters.prefix(size).map { "\($0)\(size)" }
                #expect(host.visibleTexts.filter { $0.hasSuffix("\(size)") } == expected)
            }
        }

        @Test func sectionsShowTheirHeadersFootersAndRows() {
            let host = ViewHost(Sections())
            #expect(
                host.visibleTexts == [
                    "plain", "Header", "with header", "with footer", "Footer", "Titled",
                    "with title", "Keyed", "with key",
                ])
        }

        @Test func tenTabsInSectionsOfEveryFormAreTabsInOrder() throws {
            let host = ViewHost(ManyTabs())
            #expect(
                host.tabLabels == [
                    "One", "Two", "", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
                ])
            #expect(host.hierarchy.contains("Header: Five"))
            #expect(host.hierarchy.contains("Keyed: Six"))
            try host.selectTab("Ten")
            #expect(host.visibleTexts == ["10"])
        }

        @Test func tabsWithoutValuesInEveryForm() throws {
            let host = ViewHost(ValuelessTabs())
            #expect(host.tabLabels == ["Keyed", "Labelled", "Third", "Fourth"])
            try host.selectTab("Labelled")
            #expect(host.visibleTexts == ["labelled page"])
            try host.selectTab("Fourth")
            #expect(host.visibleTexts == ["fourth page"])
        }
    }
#endif
