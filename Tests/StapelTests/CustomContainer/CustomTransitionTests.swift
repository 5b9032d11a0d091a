#if !canImport(SwiftUI)
    import Foundation
    import Stapel
    import Testing

    @MainActor
    @Suite("Custom container: transitions and easing")
    struct CustomTransitionTests {
        @Test func theDefaultSlidesInFromTheTrailingEdgeAndBackOut() async throws {
            let (stack, host) = ViewHost.custom()
            stack.push(.first)
            host.update()
            let push = try #require(host.transitions.last)
            #expect(push.kind == .custom)
            #expect(push.effect == "insertion move(edge: .trailing)")
            #expect(push.duration == .milliseconds(350))
            #expect(push.animation == .spring(response: 0.35, dampingFraction: 1))
            #expect(host.isShowing("Typed first"))
            #expect(!host.isShowing("Root"))
            await host.settle()
            stack.pop()
            host.update()
            #expect(host.transitions.last?.effect == "removal move(edge: .trailing)")
            // The popped screen stays drawn over the root until its transition ends.
            #expect(host.visibleTexts.contains("Typed first"))
            #expect(host.isShowing("Root"))
            await host.advance(by: .milliseconds(350))
            #expect(!host.visibleTexts.contains("Typed first"))
            #expect(host.log.isEmpty)
        }

        @Test func aScreenOnTheStackWhenTheContainerAppearsPopsWithItsTransition() async throws {
            let clock = HostClock()
            let stack = Stack<TypedScreen>(routes: [.push(.first)], clock: clock)
            let host = ViewHost(CustomApp(stack: stack, style: .custom()), clock: clock)
            await host.settle()
            #expect(host.isShowing("Typed first"))
            #expect(host.transitions.isEmpty)
            stack.pop()
            host.update()
            let pop = try #require(host.transitions.last)
            #expect(pop.effect == "removal move(edge: .trailing)")
            await host.settle()
            #expect(host.isShowing("Root"))
        }

        @Test func noneShowsAndRemovesScreensAtOnce() async {
            let (stack, host) = ViewHost.custom(.custom(transition: .none))
            stack.push(.first)
            host.update()
            #expect(host.isShowing("Typed first"))
            stack.pop()
            host.update()
            #expect(host.visibleTexts.contains("Root"))
            #expect(!host.visibleTexts.contains("Typed first"))
            #expect(host.transitions.isEmpty)
        }

        @Test func aCustomTransitionRunsWithTheGivenEasing() async throws {
            let easing = Animation.spring(response: 0.5, dampingFraction: 0.25, blendDuration: 0.5)
            let (stack, host) = ViewHost.custom(
                .custom(transition: .custom(.scale), easing: easing))
            stack.push(.first)
            host.update()
            let push = try #require(host.transitions.last)
            #expect(push.effect == "insertion scale")
            #expect(push.animation == easing)
            #expect(push.duration == .milliseconds(500))
            await host.settle()
            stack.pop()
            host.update()
            #expect(host.transitions.last?.effect == "removal scale")
        }

        @Test func onePushCanUseItsOwnTransitionAndItsPopPlaysItBack() async {
            let (stack, host) = ViewHost.custom()
            stack.push(.first)
            stack.push(.second, transition: .custom(.scale))
            host.update()
            await host.settle()
            stack.push(.third)
            host.update()
            await host.settle()
            stack.pop()
            host.update()
            await host.settle()
            stack.pop()
            host.update()
            await host.settle()
            #expect(
                host.transitions.map(\.effect) == [
                    "insertion move(edge: .trailing)", "insertion scale",
                    "insertion move(edge: .trailing)", "removal move(edge: .trailing)",
                    "removal scale",
                ])
            #expect(host.isShowing("Typed first"))
        }

        @Test func aScaledPushAnimatesInAContainerWithoutTransitions() async {
            let (stack, host) = ViewHost.custom(.custom(transition: .none))
            stack.push(.first, transition: .custom(.opacity))
            host.update()
            await host.settle()
            stack.pop()
            host.update()
            #expect(host.transitions.map(\.effect) == ["insertion opacity", "removal opacity"])
        }

        @Test func withoutAnimationStillWorks() async {
            let (stack, host) = ViewHost.custom(.custom(transition: .custom(.scale)))
            stack.withoutAnimation { stack.push(.first) }
            host.update()
            #expect(host.isShowing("Typed first"))
            #expect(host.transitions.isEmpty)
            await host.settle()
            stack.push(.second)
            host.update()
            #expect(host.transitions.map(\.effect) == ["insertion scale"])
        }

        @Test func navigationStackIsStillTheDefaultStyle() {
            let stack = Stack<TypedScreen>()
            let host = ViewHost(TypedContainer(stack: stack) { Text("Root") })
            stack.push(.first)
            host.update()
            #expect(host.transitions.map(\.kind) == [.push])
            let styled = ViewHost(
                CustomApp(stack: Stack<TypedScreen>(), style: .navigationStack))
            #expect(styled.isShowing("Root"))
        }
    }
#endif
