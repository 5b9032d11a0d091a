#if !canImport(SwiftUI)
    import Foundation
    import Observation
    import SwiftUIStub
    import Testing

    /// The app state a split view's bindings write to.
    @MainActor
    @Observable
    private final class SplitModel {
        var column = NavigationSplitViewColumn.sidebar
        var visibility = NavigationSplitViewVisibility.automatic
        var path: [Int] = []
        var columnWrites = 0
        var showsSheet = false
    }

    /// A mail-like split view: mailboxes, messages, and a message with a navigation stack.
    private struct Mail: View {
        let model: SplitModel
        var threeColumns = true

        var body: some View {
            let column = Binding(
                get: { model.column },
                set: {
                    model.column = $0
                    model.columnWrites += 1
                })
            let visibility = Binding(get: { model.visibility }, set: { model.visibility = $0 })
            if threeColumns {
                NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: column) {
                    Text("Mailboxes")
                } content: {
                    Text("Messages")
                } detail: {
                    detail
                }
            } else {
                NavigationSplitView(preferredCompactColumn: column) {
                    Text("Mailboxes")
                } detail: {
                    detail
                }
            }
        }

        var detail: some View {
            NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
                Button("Message") { model.showsSheet = true }
                    .navigationDestination(for: Int.self) { Text("Attachment \($0)") }
            }
            .sheet(isPresented: Binding(get: { model.showsSheet }, set: { model.showsSheet = $0 }))
            {
                Text("Compose")
            }
        }
    }

    @MainActor
    @Suite("Split view: columns side by side, one stack when compact")
    struct SplitViewTests {
        @Test func aRegularWidthShowsTheColumnsTheVisibilityAsksFor() async {
            let model = SplitModel()
            let host = ViewHost(Mail(model: model))
            host.horizontalSizeClass = .regular
            await host.settle()
            #expect(host.visibleTexts == ["Mailboxes", "Messages", "Message"])
            model.visibility = .doubleColumn
            await host.settle()
            #expect(host.visibleTexts == ["Messages", "Message"])
            model.visibility = .detailOnly
            await host.settle()
            #expect(host.visibleTexts == ["Message"])
            #expect(host.hierarchy.contains("NavigationSplitView (3 columns, side by side)"))
        }

        @Test func compactShowsTheColumnOnTopAndPushesTheOneTheAppAsksFor() async throws {
            let model = SplitModel()
            let host = ViewHost(Mail(model: model))
            #expect(host.horizontalSizeClass == .compact)
            #expect(host.visibleTexts == ["Mailboxes"])
            model.column = .content
            host.update()
            #expect(host.transitions.last?.kind == .push)
            #expect(host.isInTransition)
            await host.settle()
            #expect(host.visibleTexts == ["Messages"])
            model.column = .detail
            await host.settle()
            #expect(host.visibleTexts == ["Message"])
            #expect(host.hierarchy.contains("collapsed, detail on top"))
            #expect(model.columnWrites == 0)
        }

        @Test func theBackButtonPopsTheDetailStackThenTheColumns() async throws {
            let model = SplitModel()
            model.column = .detail
            model.path = [1, 2]
            let host = ViewHost(Mail(model: model))
            await host.settle()
            #expect(host.visibleTexts == ["Attachment 2"])
            try host.tapBack()
            await host.settle()
            #expect(model.path == [1])
            try host.tapBack()
            await host.settle()
            #expect(model.path.isEmpty)
            #expect(model.column == .detail)
            // At the root of the detail column, back pops the column; the binding is written
            // when the pop ends.
            try host.tapBack()
            #expect(model.column == .detail)
            #expect(host.visibleTexts.contains("Messages"))
            await host.advance(by: host.timings.push)
            #expect(model.column == .content)
            #expect(model.columnWrites == 1)
            try host.tapBack()
            await host.settle()
            #expect(model.column == .sidebar)
            #expect(host.visibleTexts == ["Mailboxes"])
            #expect(throws: HostError.self) { try host.tapBack() }
        }

        @Test func twoColumnsGoBackFromTheDetailToTheSidebar() async throws {
            let model = SplitModel()
            model.column = .detail
            let host = ViewHost(Mail(model: model, threeColumns: false))
            await host.settle()
            #expect(host.visibleTexts == ["Message"])
            try host.tapBack()
            await host.settle()
            #expect(model.column == .sidebar)
            #expect(host.visibleTexts == ["Mailboxes"])
            // The content column stands for the detail column when there are two.
            model.column = .content
            await host.settle()
            #expect(host.visibleTexts == ["Message"])
        }

        @Test func theSizeClassChangesMidNavigationMidTransitionAndWithASheetUp() async throws {
            let model = SplitModel()
            model.column = .detail
            let host = ViewHost(Mail(model: model))
            await host.settle()
            // Mid-transition: a push in the detail stack is under way when the width grows.
            model.path = [7]
            host.update()
            #expect(host.isInTransition)
            host.horizontalSizeClass = .regular
            #expect(host.transitions.last?.kind == .expand)
            await host.settle()
            #expect(host.visibleTexts == ["Mailboxes", "Messages", "Attachment 7"])
            // With a sheet up: it stays up through the collapse.
            model.path = []
            await host.settle()
            try host.tap("Message")
            await host.settle()
            #expect(host.presentationDepth == 1)
            host.horizontalSizeClass = .compact
            await host.settle()
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("Compose"))
            try host.swipeDownSheet()
            await host.settle()
            #expect(host.visibleTexts == ["Message"])
            let sizeChanges: [HostTransition.Kind] = host.transitions.map(\.kind).filter {
                $0 == .collapse || $0 == .expand
            }
            #expect(sizeChanges == [.expand, .collapse])
        }

        @Test func threeColumnsWithoutBindingsAndTheDeclarationsThatLayNothingOut() throws {
            struct Plain: View {
                var body: some View {
                    NavigationSplitView {
                        Text("Sidebar")
                    } content: {
                        Text("Content").navigationSplitViewColumnWidth(250)
                    } detail: {
                        Text("Detail")
                            .navigationSplitViewColumnWidth(min: 100, ideal: 200, max: 300)
                    }
                    .navigationSplitViewStyle(.automatic)
                    .navigationSplitViewStyle(.prominentDetail)
                }
            }
            let host = ViewHost(Plain())
            host.horizontalSizeClass = .regular
            #expect(host.visibleTexts == ["Sidebar", "Content", "Detail"])
            host.horizontalSizeClass = .compact
            #expect(host.visibleTexts == ["Sidebar"])
            #expect(
                host.hierarchy.contains(
                    "NavigationSplitView (3 columns, collapsed, sidebar on top)"))
            let visibilities: [NavigationSplitViewVisibility] = [
                .all, .automatic, .doubleColumn, .detailOnly,
            ]
            let coded = try JSONDecoder().decode(
                [NavigationSplitViewVisibility].self, from: JSONEncoder().encode(visibilities))
            #expect(coded == visibilities)
            #expect(Set([NavigationSplitViewColumn.sidebar, .content, .detail]).count == 3)
        }

        @Test func withoutABindingTheSplitViewKeepsItsOwnColumn() async throws {
            struct Plain: View {
                var body: some View {
                    NavigationSplitView {
                        Text("Sidebar")
                    } detail: {
                        Text("Detail")
                    }
                    .navigationSplitViewStyle(.balanced)
                }
            }
            let host = ViewHost(Plain())
            #expect(host.visibleTexts == ["Sidebar"])
            host.horizontalSizeClass = .regular
            #expect(host.visibleTexts == ["Sidebar", "Detail"])
            #expect(throws: HostError.self) { try host.tapBack() }
        }
    }
#endif
