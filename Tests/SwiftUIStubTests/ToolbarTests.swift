#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    /// A compose form in a sheet with its own navigation stack: Cancel and Send in its toolbar.
    private struct ComposeForm: View {
        let log: EventLog
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            NavigationStack {
                Text("Compose")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                log.record("cancel")
                                dismiss()
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Send") {
                                log.record("send")
                                dismiss()
                            }
                        }
                    }
            }
        }
    }

    private struct Mailbox: View {
        let library: Library
        let log: EventLog
        @State private var isComposing = false

        var body: some View {
            NavigationStack(path: Binding(get: { library.path }, set: { library.path = $0 })) {
                Text("Inbox")
                    .toolbar {
                        ToolbarItemGroup(placement: .primaryAction) {
                            Button("Compose") { isComposing = true }
                            Button("Open 1") { library.path.append(1) }
                        }
                    }
                    .navigationDestination(for: Int.self) { number in
                        Text("Message \(number)")
                            .toolbar {
                                if library.flag {
                                    ToolbarItem(placement: .topBarTrailing) { Button("Flagged") {} }
                                } else {
                                    ToolbarItem(placement: .topBarTrailing) { Button("Flag") {} }
                                }
                                ReplyItems()
                            }
                    }
            }
            .sheet(isPresented: $isComposing) { ComposeForm(log: log) }
        }
    }

    /// Toolbar content of an app's own type.
    private struct ReplyItems: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItem(placement: .bottomBar) { Button("Reply") {} }
        }
    }

    /// A toolbar with no navigation stack around it, on screen and in a sheet.
    private struct BarlessScreen: View {
        @State private var isPresented = false

        var body: some View {
            Button("Present") { isPresented = true }
                .toolbar { Button("Nowhere") {} }
                .sheet(isPresented: $isPresented) {
                    Text("Sheet")
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                        }
                }
        }
    }

    private struct SplitWithToolbars: View {
        var body: some View {
            NavigationSplitView {
                Text("Sidebar").toolbar { Button("Add folder") {} }
            } detail: {
                Text("Detail").toolbar {
                    ToolbarItem(placement: .principal) { Text("Detail title") }
                }
            }
        }
    }

    @MainActor
    @Suite("Toolbars: ToolbarItem, ToolbarItemGroup, placements")
    struct ToolbarTests {
        @Test func aToolbarButtonPresentsAndTheSheetsToolbarDismisses() async throws {
            let log = EventLog()
            let host = ViewHost(Mailbox(library: Library(), log: log))
            try host.tap("Compose")
            await host.settle()
            #expect(host.isShowing("Compose"))
            try host.tap("Send")
            await host.settle()
            #expect(host.presentationDepth == 0)
            #expect(log.events == ["send"])
            try host.tap("Compose")
            await host.settle()
            try host.tap("Cancel")
            await host.settle()
            #expect(host.presentationDepth == 0)
            #expect(log.events == ["send", "cancel"])
        }

        @Test func onlyTheTopScreensItemsAreOnScreen() async throws {
            let library = Library()
            let host = ViewHost(Mailbox(library: library, log: EventLog()))
            #expect(host.visibleTexts == ["Inbox", "Compose", "Open 1"])
            try host.tap("Open 1")
            await host.settle()
            #expect(library.path == [1])
            #expect(host.visibleTexts == ["Message 1", "Flag", "Reply"])
            #expect(throws: HostError.self) { try host.tap("Compose") }
            library.flag = true
            #expect(host.visibleTexts == ["Message 1", "Flagged", "Reply"])
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("Compose"))
        }

        @Test func theHierarchyNamesEachItemsPlacement() {
            let host = ViewHost(Mailbox(library: Library(), log: EventLog()))
            #expect(host.hierarchy.contains("Toolbar item (primaryAction)"))
            let split = ViewHost(SplitWithToolbars())
            split.horizontalSizeClass = .regular
            #expect(split.hierarchy.contains("Toolbar item (principal)"))
            #expect(split.hierarchy.contains("Toolbar item (automatic)"))
        }

        @Test func withoutANavigationStackThereIsNoBarAndNoItems() async throws {
            let host = ViewHost(BarlessScreen())
            #expect(throws: HostError.self) { try host.tap("Nowhere") }
            try host.tap("Present")
            await host.settle()
            #expect(host.isShowing("Sheet"))
            #expect(throws: HostError.self) { try host.tap("Done") }
        }

        @Test func splitViewColumnsHaveABarWithoutANavigationStack() throws {
            let host = ViewHost(SplitWithToolbars())
            host.horizontalSizeClass = .regular
            #expect(host.isShowing("Add folder"))
            #expect(host.isShowing("Detail title"))
        }
    }
#endif
