#if !canImport(SwiftUI)
    import Stapel
    @_spi(StapelUI) import StapelCore
    import SwiftUIStub
    import Testing

    /// A screen that closes itself with the environment's `dismiss()`, as app code does.
    private struct SelfClosingScreen: View {
        let name: String
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack {
                Text("Screen \(name)")
                Button("Close \(name)") { dismiss() }
            }
        }
    }

    /// A screen's own `dismiss()` under `StapelStack(stack)`: the stack follows as it follows the
    /// user's back button and swipe down.
    @MainActor
    @Suite("dismiss() in StapelStack")
    struct DismissInStapelStackTests {
        func host(_ stack: Stack<TypedScreen>) -> ViewHost {
            ViewHost(
                TypedContainer(stack: stack) {
                    Text("Root")
                } screen: { screen in
                    SelfClosingScreen(name: String(describing: screen))
                })
        }

        @Test func aPushedScreenThatDismissesItselfIsPoppedFromTheStack() async throws {
            let stack = Stack<TypedScreen>(routes: [.push(.first), .push(.second)])
            let host = host(stack)
            await host.settle()
            let first = stack.routes[0]
            try host.tap("Close second")
            await host.settle()
            #expect(stack.routes == [first])
            #expect(host.isShowing("Screen first"))
        }

        @Test func aSheetThatDismissesItselfLeavesTheStackAndRunsItsOnDismiss() async throws {
            let stack = Stack<TypedScreen>(routes: [.push(.first)])
            let host = host(stack)
            await host.settle()
            var dismissed = 0
            stack.present(.second) { dismissed += 1 }
            await host.settle()
            #expect(host.isShowing("Screen second"))
            try host.tap("Close second")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first])
            #expect(dismissed == 1)
            #expect(host.isShowing("Screen first"))
        }

        @Test func insideASheetsNavigationDismissPopsThatNavigationOnly() async throws {
            let stack = Stack<TypedScreen>()
            let host = host(stack)
            await host.settle()
            stack.present(.first, style: .sheet(withNavigation: true))
            stack.push(.second)
            await host.settle()
            #expect(host.isShowing("Screen second"))
            try host.tap("Close second")
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first])
            #expect(stack.routes.map(\.style) == [.sheet(withNavigation: true)])
            #expect(host.isShowing("Screen first"))
        }

        @Test func aDismissWhileAMultiStepChangeRunsLeavesModelAndScreenTogether() async throws {
            // A settle timeout far beyond the test's real run time: the plan's steps wait for the
            // host's transitions only, however slowly the test runs (under a sanitizer).
            let stack = Stack<TypedScreen>(
                capabilities: .oneChangePerUpdate, settleTimeout: .seconds(3600))
            let host = host(stack)
            await host.settle()
            stack.setRoutes([.push(.first), .push(.second), .push(.third)])
            // The first step is on screen; the user's screen closes itself mid-change.
            await host.advance(by: .milliseconds(400))
            #expect(host.isShowing("Screen first"))
            #expect(stack.planStep != nil)
            try host.tap("Close first")
            await host.settle()
            let drawn = host.navigationDepth
            #expect(stack.planStep == nil)
            #expect(drawn == stack.routes.count)
            #expect(host.isShowing(stack.routes.last.map { "Screen \($0.screen)" } ?? "Root"))
        }
    }
#endif
