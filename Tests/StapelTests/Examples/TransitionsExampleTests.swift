#if !canImport(SwiftUI)
    import Foundation
    import Stapel
    import Testing

    @testable import StapelExamples

    @MainActor
    @Suite("The transitions example (seed 002), driven by taps and swipes")
    struct TransitionsExampleTests {
        @Test func pushesScaleWithTheSpringAndPopsKeepTheTextBelow() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(TransitionsExample(stack: stack))
            try host.find(text: "Type something…").type("Kept")
            try host.tap("PUSH")
            #expect(host.transitions.last?.effect == "insertion scale")
            #expect(host.transitions.last?.animation == TransitionsExample.easing)
            await host.settle()
            #expect(host.isShowing("Child"))
            #expect(!host.isShowing("Hello World"))

            try host.tap("PUSH DEEPER")
            await host.settle()
            #expect(stack.depth == 2)
            try host.tap("POP TO THE SPECIFIED VIEW")
            await host.settle()
            #expect(stack.depth == 1)
            #expect(host.isShowing("Child"))

            try host.tap("POP TO ROOT")
            #expect(host.transitions.last?.effect == "removal scale")
            await host.settle()
            #expect(stack.depth == 0)
            #expect(host.hierarchy.contains("TextField \"Type something…\": \"Kept\""))
        }

        @Test func aProgrammaticPushPopsToThePreviousView() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(TransitionsExample(stack: stack))
            try host.tap("START BG ACTIVITY")
            await host.settle()
            #expect(stack.top?.name == TransitionsHome.childID)
            try host.tap("POP")
            await host.settle()
            #expect(host.isShowing("Hello World"))
        }

        @Test func oneScreenSlidesInAndSwipesBack() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(TransitionsExample(stack: stack))
            try host.tap("PUSH WITH A SLIDE")
            #expect(host.transitions.last?.effect == "insertion move(edge: .trailing)")
            await host.settle()
            try host.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 320, y: 300))
            #expect(host.transitions.last?.effect == "removal move(edge: .trailing)")
            await host.settle()
            #expect(stack.depth == 0)
            #expect(host.isShowing("Hello World"))
        }

        @Test func theExamplesAppHasATransitionsTab() throws {
            let host = ViewHost(ExamplesHome())
            try host.selectTab("Transitions")
            #expect(host.isShowing("Hello World"))
        }
    }
#endif
