#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    /// A screen with a button that calls the environment's `dismiss()`, and says whether it
    /// is presented.
    private struct Dismissing: View {
        let name: String
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented

        var body: some View {
            VStack {
                Text("\(name) \(isPresented ? "presented" : "not presented")")
                Button("Dismiss \(name)") { dismiss() }
            }
        }
    }

    private struct PushingStack: View {
        @State var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Dismissing(name: "root")
                    Text("Path \(path.map(String.init).joined(separator: ","))")
                }
                .navigationDestination(for: Int.self) { Dismissing(name: "screen \($0)") }
            }
        }
    }

    private struct SheetWithItsOwnStack: View {
        @State var isPresented = false
        @State var dismissals = 0

        var body: some View {
            VStack {
                Button("Present") { isPresented = true }
                Text("Sheet \(isPresented ? "up" : "down"), dismissed \(dismissals)")
            }
            .sheet(
                isPresented: $isPresented, onDismiss: { dismissals += 1 },
                content: {
                    NavigationStack {
                        VStack {
                            Dismissing(name: "sheet root")
                            NavigationLink("Deeper", value: 1)
                        }
                        .navigationDestination(for: Int.self) {
                            Dismissing(name: "in sheet \($0)")
                        }
                    }
                })
        }
    }

    @MainActor
    @Suite("dismiss() and isPresented")
    struct DismissActionTests {
        @Test func aPushedScreensDismissPopsItAndWritesThePathBack() async throws {
            let host = ViewHost(PushingStack(path: [1, 2, 3]))
            await host.settle()
            #expect(host.isShowing("screen 3 presented"))
            try host.tap("Dismiss screen 3")
            await host.settle()
            #expect(host.isShowing("screen 2 presented"))
            #expect(host.navigationDepth == 2)
            try host.tapBack()
            await host.settle()
            try host.tapBack()
            await host.settle()
            #expect(host.isShowing("Path "))
            #expect(host.isShowing("root not presented"))
        }

        @Test func theRootsDismissDoesNothing() async throws {
            let host = ViewHost(PushingStack())
            await host.settle()
            try host.tap("Dismiss root")
            await host.settle()
            #expect(host.isShowing("root not presented"))
            #expect(host.isShowing("Path "))
        }

        @Test func aSheetRootsDismissDismissesTheSheetAndRunsOnDismiss() async throws {
            let host = ViewHost(SheetWithItsOwnStack())
            try host.tap("Present")
            await host.settle()
            #expect(host.isShowing("sheet root presented"))
            try host.tap("Dismiss sheet root")
            await host.settle()
            #expect(!host.isShowing("sheet root presented"))
            #expect(host.presentationDepth == 0)
            #expect(host.isShowing("Sheet down, dismissed 1"))
        }

        @Test func insideASheetsOwnStackDismissPopsThatStackNotTheSheet() async throws {
            let host = ViewHost(SheetWithItsOwnStack())
            try host.tap("Present")
            await host.settle()
            try host.tap("Deeper")
            await host.settle()
            #expect(host.isShowing("in sheet 1 presented"))
            try host.tap("Dismiss in sheet 1")
            await host.settle()
            #expect(!host.isShowing("in sheet 1 presented"))
            #expect(host.isShowing("sheet root presented"))
            #expect(host.presentationDepth == 1)
            #expect(host.visibleTexts.contains("Sheet up, dismissed 0"))
        }
    }
#endif
