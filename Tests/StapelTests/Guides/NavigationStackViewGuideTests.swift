#if !canImport(SwiftUI)
    import Stapel
    import Testing

    @testable import StapelGuides

    /// The code of "Migrating from NavigationStackView", run in the headless host.
    @MainActor
    @Suite("Guide: migrating from NavigationStackView")
    struct NavigationStackViewGuideTests {
        @Test func theRootDrawsTheCustomContainerAndEveryPushFormPushes() async throws {
            let host = ViewHost(RootView())
            // The custom container: no navigation bar, so no back button to tap.
            #expect(throws: (any Error).self) { try host.tapBack() }

            try host.tap("PUSH")
            await host.settle()
            #expect(host.isShowing("POP TO THE CHILD"))
            try host.tap("POP")
            await host.settle()
            #expect(host.isShowing("Trigger push"))

            try host.tap("Trigger push")
            await host.settle()
            #expect(host.isShowing("POP TO ROOT"))
            try host.tap("POP TO ROOT")
            await host.settle()
            #expect(host.isShowing("Trigger push"))
            // The pop turned the flag off, so setting it again pushes again.
            try host.tap("Trigger push")
            await host.settle()
            #expect(host.isShowing("POP TO ROOT"))
            try host.tap("POP")
            await host.settle()

            try host.tap("PUSH TO CHILD 1")
            await host.settle()
            #expect(host.isShowing("POP TO ROOT"))
            try host.tap("POP")
            await host.settle()
            try host.tap("PUSH TO CHILD 2")
            await host.settle()
            #expect(host.isShowing("Two"))
        }

        @Test func theFlagStaysOnWhilePushedAndTheScreenPopsBackToTheNamedOne() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { MyHome() }.stapelStackStyle(.custom()))
            try host.tap("PUSH")
            await host.settle()
            stack.push(view: ChildView())
            await host.settle()
            #expect(stack.depth == 2)
            try host.tap("POP TO THE CHILD")
            await host.settle()
            #expect(stack.routes.map(\.name) == ["child"])
        }

        @Test func aPushFromCodeLandsAfterTheBackgroundWork() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { Worker() }.stapelStackStyle(.custom()))
            try host.tap("START BG ACTIVITY")
            await host.settle()
            #expect(stack.routes.map(\.name) == ["child"])
            #expect(host.isShowing("POP TO ROOT"))
        }

        @Test func theRouterNavigatesTheInjectedStackInTheCustomContainer() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(RoutedRoot(stack: stack))
            try host.tap("To Login")
            await host.settle()
            #expect(host.isShowing("Login"))
            #expect(host.navigationDepth == 0)
            #expect(throws: (any Error).self) { try host.tapBack() }
            MyRouter(stack: stack).backToRoot()
            await host.settle()
            try host.tap("To SignUp")
            await host.settle()
            #expect(host.isShowing("Sign up"))
        }
    }
#endif
