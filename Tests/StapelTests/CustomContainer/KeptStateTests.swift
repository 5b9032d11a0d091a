#if !canImport(SwiftUI)
    import Foundation
    import Stapel
    import Testing

    @MainActor
    @Suite("Custom container: the screens below stay alive")
    struct KeptStateTests {
        @Test func aTextFieldOnTheScreenBelowKeepsItsText() async throws {
            let (stack, host) = ViewHost.custom()
            try host.find(text: "Name").type("Ada")
            #expect(host.isShowing("Name: Ada"))
            stack.push(.first)
            stack.push(.second)
            host.update()
            await host.settle()
            #expect(!host.isShowing("Name: Ada"))
            #expect(!host.visibleTexts.contains("Typed first"))
            stack.popToRoot()
            host.update()
            await host.settle()
            #expect(host.isShowing("Name: Ada"))
        }

        @Test func theScreenBelowIsHiddenAndUntouchableEvenWhenRevealed() async throws {
            let (stack, host) = ViewHost.custom()
            stack.push(.first)
            host.update()
            await host.settle()
            #expect(!host.isShowing("Root button"))
            let drag = try host.beginDrag(at: CGPoint(x: 5, y: 400))
            drag.move(to: CGPoint(x: 100, y: 400))
            let below = try host.find(text: "Root button")
            #expect(!below.isHitTestable)
            #expect(below.isAccessibilityHidden)
            #expect(throws: HostError.self) { try below.tap() }
            let top = try host.find(text: "Typed first")
            #expect(top.offset.width == 95)
            drag.end()
            await host.settle()
            #expect(host.isShowing("Typed first"))
            stack.pop()
            host.update()
            await host.settle()
            let root = try host.find(text: "Root button")
            #expect(root.isHitTestable)
            #expect(!root.isAccessibilityHidden)
            try host.tap("Root button")
            #expect(host.isShowing("Taps: 1"))
        }
    }
#endif
