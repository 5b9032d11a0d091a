#if !canImport(SwiftUI)
    import Foundation
    import SwiftUIStub
    import Testing

    /// Tabs of iOS 18 with a search role and the user's customization.
    private struct CustomizedTabs: View {
        let model: TabModel
        @Binding var customization: TabViewCustomization

        var body: some View {
            TabView(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
                Tab("Inbox", systemImage: "tray", value: "inbox") { Text("Inbox page") }
                    .customizationID("inbox")
                Tab("Search", systemImage: "magnifyingglass", value: "search", role: .search) {
                    Text("Search page")
                }
                Tab(value: "more", role: nil) {
                    Text("More page")
                } label: {
                    Text("More")
                }
                .customizationID("more")
            }
            .tabViewStyle(.sidebarAdaptable)
            .tabViewCustomization($customization)
        }
    }

    @MainActor
    @Suite("The stub: iOS 18's tab roles and tab view customization")
    struct TabCustomizationTests {
        @Test func aCustomizationKeepsVisibilityAndReadsBackFromItsSavedForm() throws {
            var customization = TabViewCustomization()
            #expect(customization[sidebarVisibility: "inbox"] == .automatic)
            customization[sidebarVisibility: "inbox"] = .hidden
            customization[sidebarVisibility: "more"] = .visible
            #expect(customization[sidebarVisibility: "inbox"] == .hidden)
            #expect(customization[sectionID: "mail"] == nil)
            let data = try JSONEncoder().encode(customization)
            let read = try JSONDecoder().decode(TabViewCustomization.self, from: data)
            #expect(read == customization)
            customization[sidebarVisibility: "more"] = .automatic
            #expect(customization[sidebarVisibility: "more"] == .automatic)
            customization.resetVisibility()
            #expect(customization == TabViewCustomization())
            customization.resetSectionOrder(for: "mail")
            customization.resetSectionOrder()
            #expect(customization == TabViewCustomization())
            #expect(TabRole.search == .search)
        }

        @Test func tabsWithARoleOrACustomizationIDAreDrawnAndSelectedAsAnyOther() throws {
            let model = TabModel()
            var customization = TabViewCustomization()
            let host = ViewHost(
                CustomizedTabs(
                    model: model,
                    customization: Binding(get: { customization }, set: { customization = $0 })))
            #expect(host.tabLabels == ["Inbox", "Search", "More"])
            #expect(host.isShowing("Inbox page"))
            try host.selectTab("Search")
            #expect(model.selection == "search")
            #expect(host.isShowing("Search page"))
            try host.selectTab("More")
            #expect(host.isShowing("More page"))
            customization[sidebarVisibility: "inbox"] = .hidden
            #expect(host.tabLabels == ["Inbox", "Search", "More"])
        }
    }
#endif
