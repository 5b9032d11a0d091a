#if !canImport(SwiftUI)
    import Foundation
    import Observation
    import SwiftUIStub
    import Testing

    @MainActor @Observable
    private final class Selections {
        var folder: String?
        var messages: Set<Int> = []
        var number: Int?
        var detailShown: String?
    }

    private struct Message: Identifiable {
        let id: Int
        let subject: String
    }

    private let messages = [Message(id: 1, subject: "Hello"), Message(id: 2, subject: "Lunch")]

    private struct Folders: View {
        let selections: Selections

        var body: some View {
            List(
                selection: Binding(get: { selections.folder }, set: { selections.folder = $0 })
            ) {
                Section("Favorites") {
                    ForEach(["Inbox", "Sent"], id: \.self) { Text($0) }
                }
                Section {
                    Text("Archive").tag("archive")
                    Text("Not selectable")
                } header: {
                    Text("More")
                } footer: {
                    Text("2 folders")
                }
                Button("Settings") { selections.detailShown = "settings" }
            }
        }
    }

    private struct Messages: View {
        let selections: Selections

        var body: some View {
            VStack {
                List(
                    messages,
                    selection: Binding(
                        get: { selections.messages }, set: { selections.messages = $0 })
                ) { message in
                    Text(message.subject)
                }
                List(
                    messages, id: \.subject,
                    selection: Binding(get: { selections.folder }, set: { selections.folder = $0 })
                ) { message in
                    Text("Subject \(message.subject)")
                }
                List(
                    selection: Binding(get: { selections.number }, set: { selections.number = $0 })
                ) {
                    Text("Wrong type").tag("a string")
                    Text("Optional tag").tag(Int?.some(7))
                }
            }
        }
    }

    private struct Sidebar: View {
        let selections: Selections
        let columns: Int

        var body: some View {
            if columns == 3 {
                NavigationSplitView {
                    Folders(selections: selections)
                } content: {
                    Text("Messages in \(selections.folder ?? "none")")
                } detail: {
                    Text("Detail")
                }
            } else {
                NavigationSplitView {
                    Folders(selections: selections)
                } detail: {
                    Text("Detail of \(selections.folder ?? "none")")
                }
            }
        }
    }

    @MainActor
    @Suite("List(selection:) and Section")
    struct ListSelectionTests {
        @Test func aTapOnARowWritesItsForEachIDOrTagToTheSelection() throws {
            let selections = Selections()
            let host = ViewHost(Folders(selections: selections))
            try host.tap("Sent")
            #expect(selections.folder == "Sent")
            try host.tap("Archive")
            #expect(selections.folder == "archive")
            #expect(host.hierarchy.contains("Row (selected)"))
        }

        @Test func headersFootersAndUntaggedRowsAreNotSelectable() throws {
            let selections = Selections()
            let host = ViewHost(Folders(selections: selections))
            #expect(throws: HostError.self) { try host.tap("Favorites") }
            #expect(throws: HostError.self) { try host.tap("2 folders") }
            #expect(throws: HostError.self) { try host.tap("Not selectable") }
            #expect(selections.folder == nil)
            try host.tap("Settings")
            #expect(selections.detailShown == "settings")
            #expect(selections.folder == nil)
        }

        @Test func theHierarchyShowsWhichRowTheAppSelected() throws {
            let selections = Selections()
            let host = ViewHost(Folders(selections: selections))
            #expect(!host.hierarchy.contains("Row (selected)"))
            selections.folder = "Inbox"
            let lines = host.hierarchy.split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let selectedRow = try #require(lines.firstIndex(of: "Row (selected)"))
            #expect(lines[selectedRow + 1] == "Text \"Inbox\"")
            #expect(lines.contains("Text \"Favorites\""))
        }

        @Test func aSetSelectionAndDataFormsSelectByID() throws {
            let selections = Selections()
            let host = ViewHost(Messages(selections: selections))
            try host.tap("Lunch")
            #expect(selections.messages == [2])
            try host.tap("Hello")
            #expect(selections.messages == [1])
            try host.tap("Subject Lunch")
            #expect(selections.folder == "Lunch")
        }

        @Test func aTagOfAnotherTypeSelectsNothingAndIsLogged() throws {
            let selections = Selections()
            let host = ViewHost(Messages(selections: selections))
            try host.tap("Wrong type")
            #expect(selections.number == nil)
            #expect(host.log.contains { $0.contains("does not match the list's selection") })
            try host.tap("Optional tag")
            #expect(selections.number == 7)
        }

        @Test func inACollapsedSplitViewASidebarSelectionShowsTheNextColumn() async throws {
            let selections = Selections()
            let host = ViewHost(Sidebar(selections: selections, columns: 3))
            #expect(host.isShowing("Inbox"))
            try host.tap("Inbox")
            #expect(host.transitions.last?.kind == .push)
            #expect(host.transitions.last?.byUser == true)
            await host.settle()
            #expect(host.visibleTexts == ["Messages in Inbox"])
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("Sent"))
            let two = ViewHost(Sidebar(selections: Selections(), columns: 2))
            try two.tap("Sent")
            await two.settle()
            #expect(two.visibleTexts == ["Detail of Sent"])
        }

        @Test func inARegularWidthASelectionMovesNoColumn() throws {
            let selections = Selections()
            let host = ViewHost(Sidebar(selections: selections, columns: 3))
            host.horizontalSizeClass = .regular
            let before = host.transitions.count
            try host.tap("Inbox")
            #expect(host.transitions.count == before)
            #expect(host.isShowing("Messages in Inbox"))
            #expect(host.isShowing("Inbox"))
        }
    }
#endif
