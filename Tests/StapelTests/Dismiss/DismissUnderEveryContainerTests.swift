#if !canImport(SwiftUI)
    import Stapel
    @_spi(StapelUI) import StapelCore
    import SwiftUIStub
    import Testing

    /// A screen's own `dismiss()` under every container: the model follows as it follows the
    /// user's back button and swipe down, with a change of several steps running or not.
    @MainActor
    @Suite("dismiss() under every container")
    struct DismissUnderEveryContainerTests {
        @Test(arguments: DismissingContainer.allCases)
        func aPushedScreenThatDismissesItselfIsPopped(container: DismissingContainer)
            async throws
        {
            let harness = DismissHarness(container, paced: false)
            harness.push([.first, .second])
            await harness.host.settle()
            #expect(harness.host.isShowing("Screen second"))
            try harness.host.tap("Close second")
            await harness.host.settle()
            guard container != .custom else {
                // SwiftUI gives a container of its own no way to define `dismiss()`: at the
                // window's root it does nothing, and the model and the screen stay as they were.
                #expect(harness.screens() == [.first, .second])
                #expect(harness.host.isShowing("Screen second"))
                return
            }
            #expect(harness.screens() == [.first])
            #expect(harness.host.isShowing("Screen first"))
            try harness.host.tap("Close first")
            await harness.host.settle()
            #expect(harness.screens() == [])
            #expect(harness.host.isShowing("Root"))
        }

        @Test(arguments: DismissingContainer.allCases)
        func aSheetThatDismissesItselfLeavesTheModel(container: DismissingContainer)
            async throws
        {
            let harness = DismissHarness(container, paced: false)
            harness.push([.first])
            await harness.host.settle()
            harness.present(.second)
            await harness.host.settle()
            #expect(harness.host.presentationDepth == 1)
            try harness.host.tap("Close second")
            await harness.host.settle()
            #expect(harness.screens() == [.first])
            #expect(harness.host.presentationDepth == 0)
            #expect(harness.host.isShowing("Screen first"))
        }

        @Test(arguments: DismissingContainer.allCases)
        func aDismissWhileAChangeOfSeveralStepsRunsLeavesModelAndScreenTogether(
            container: DismissingContainer
        ) async throws {
            let harness = DismissHarness(container, paced: true)
            await harness.host.settle()
            harness.push([.first, .second, .third])
            await harness.host.advance(by: .milliseconds(400))
            // The custom container draws a change of several pushes in one step; the route list
            // keeps its stack out of reach.
            #expect(harness.planRuns() || container == .routeList || container == .custom)
            let close = try #require(harness.host.visibleTexts.last { $0.hasPrefix("Close ") })
            try harness.host.tap(close)
            await harness.host.settle()
            #expect(!harness.planRuns())
            let screens = harness.screens()
            if container != .custom { #expect(harness.host.navigationDepth == screens.count) }
            #expect(harness.host.isShowing(screens.last.map { "Screen \($0)" } ?? "Root"))
        }

        @Test func inTheCustomContainerOfASheetAPushedScreensDismissDismissesTheSheet()
            async throws
        {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    Text("Root")
                } screen: {
                    ClosingScreen(screen: $0)
                }
                .stapelStackStyle(.custom()))
            stack.present(.first, style: .sheet(withNavigation: true))
            stack.push(.second)
            await host.settle()
            #expect(host.isShowing("Screen second"))
            try host.tap("Close second")
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.presentationDepth == 0)
            #expect(host.isShowing("Root"))
        }
    }
#endif
