#if !canImport(SwiftUI)
    import Observation
    import Stapel
    import Testing

    @MainActor
    @Observable
    final class Toggled {
        var isOn = false
    }

    /// A screen that changes its own state with an animation.
    private struct AnimatingScreen: View {
        let toggled: Toggled

        var body: some View {
            VStack {
                Text(toggled.isOn ? "On" : "Off")
                Button("Toggle") { withAnimation(.easeIn) { toggled.isOn.toggle() } }
            }
        }
    }

    @MainActor
    @Suite("withoutAnimation scope")
    struct AnimationScopeTests {
        @Test func withoutAnimationTurnsOffExactlyTheChangeItWraps() async throws {
            let stack = Stack<TypedScreen>(routes: [.push(.first), .push(.second)])
            let toggled = Toggled()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    AnimatingScreen(toggled: toggled)
                } screen: { screen in
                    Text("Typed \(String(describing: screen))")
                })
            await host.settle()
            let before = host.transitions.count
            stack.withoutAnimation { _ = stack.pop() }
            await host.settle()
            #expect(host.transitions[before...].map(\.animated) == [false])

            stack.push(.third)
            await host.settle()
            #expect(host.transitions.last?.animated == true)

            try host.tapBack()
            await host.settle()
            #expect(host.transitions.last?.animated == true)
            #expect(host.transitions.last?.byUser == true)
            try host.tapBack()
            await host.settle()

            try host.tap("Toggle")
            let transaction = try #require(host.lastTransaction(of: AnimatingScreen.self))
            #expect(!transaction.disablesAnimations)
            #expect(transaction.animation == .easeIn)
        }

        @Test func everyStepOfAnUnanimatedDeepLinkIsDrawnWithoutAnimation() async throws {
            let clock = HostClock()
            let stack = Stack<TypedScreen>(clock: clock)
            let host = ViewHost(TypedContainer(stack: stack) { Text("Root") }, clock: clock)
            await host.settle()
            let change = stack.setRoutes(
                [
                    .push(.first), .push(.second), .sheet(.third, withNavigation: true),
                    .push(.first),
                ],
                animated: false)
            #expect(change.stepCount == 2)
            await host.settle()
            // The pushes, then the sheet with its push: the second step starts after the first
            // was drawn, outside the call that asked for the change, and still does not animate.
            #expect(host.transitions.map(\.kind) == [.push, .present, .push])
            #expect(host.transitions.map(\.animated) == [false, false, false])
            #expect(host.isShowing("Typed first"))
            #expect(host.presentationDepth == 1)
        }

        @Test func anAppsAnimationAfterAnUnanimatedChangeKeepsItsTransaction() async throws {
            let stack = Stack<TypedScreen>(routes: [.push(.first)])
            let toggled = Toggled()
            let host = ViewHost(TypedContainer(stack: stack) { AnimatingScreen(toggled: toggled) })
            await host.settle()
            stack.withoutAnimation { _ = stack.popToRoot() }
            await host.settle()
            try host.tap("Toggle")
            let transaction = try #require(host.lastTransaction(of: AnimatingScreen.self))
            #expect(!transaction.disablesAnimations)
            #expect(host.isShowing("On"))
        }
    }
#endif
