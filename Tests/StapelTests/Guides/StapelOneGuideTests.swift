#if !canImport(SwiftUI)
    import Stapel
    import Testing

    @testable import StapelGuides

    /// The code of "Migrating from Stapel 1.x", run in the headless host.
    @MainActor
    @Suite("Guide: migrating from Stapel 1.x")
    struct StapelOneGuideTests {
        @Test func theRootLinksAndPushesAfterLoading() async throws {
            let host = ViewHost(ContentView())
            #expect(host.isShowing("Root view"))
            try host.tap("Push a new view!")
            await host.settle()
            #expect(host.isShowing("Pushed view"))
            try host.tapBack()
            await host.settle()
            try host.tap("Load data")
            await host.settle()
            #expect(host.isShowing("Pushed"))
            #expect(host.navigationDepth == 1)
        }

        @Test func theRootsEvaluationReadsTheTypedContext() async throws {
            let host = ViewHost(EvaluatedView())
            try host.tap("Push falsy")
            await host.settle()
            #expect(!host.isShowing("No-op"))
            #expect(host.navigationDepth == 0)
            try host.tap("Push truthy")
            await host.settle()
            #expect(host.isShowing("Pushed with evaluation"))
        }

        @Test func aNestedLayerEvaluatesThePushesThatLandOnIt() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { Text("Root") })
            stack.push(view: ChatLayer(chatID: 7))
            await host.settle()
            #expect(host.isShowing("Chat 7: this view can now be pushed onto"))

            // The guide's own key: this test module declares an `expected` of its own.
            var context = PushContext()
            context[StapelGuides.ExpectedKey.self] = "value"
            stack.push(view: Text("Refused"), context: context)
            await host.settle()
            #expect(stack.depth == 1)
            stack.push(view: Text("Accepted"))
            await host.settle()
            #expect(host.isShowing("Accepted"))
        }

        @Test func theStackIsReadFromTheEnvironmentByKeyOrByType() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { Reader() })
            try host.tap("Show")
            await host.settle()
            #expect(host.isShowing("From anywhere"))
            stack.push(view: TypedReader())
            await host.settle()
            try host.tap("Back")
            await host.settle()
            #expect(stack.depth == 1)

            let outside = ViewHost(TypedReader())
            #expect(try !outside.find(text: "Back").isEnabled)
        }
    }
#endif
