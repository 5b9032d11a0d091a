#if !canImport(SwiftUI)
    import Stapel
    import Testing

    @MainActor
    @Suite("Planned changes in the host: each step waits for the transitions of the one before")
    struct PacingInTheHostTests {
        func make(_ capabilities: PlatformCapabilities = .navigationStack)
            -> (Stack<TypedScreen>, ViewHost)
        {
            let clock = HostClock()
            let stack = Stack<TypedScreen>(capabilities: capabilities, clock: clock)
            let host = ViewHost(TypedContainer(stack: stack) { Text("Root") }, clock: clock)
            return (stack, host)
        }

        @Test(arguments: [PlatformCapabilities.navigationStack, .oneChangePerUpdate])
        func aLinkWithTwoSheetsShowsBothWithNothingDropped(capabilities: PlatformCapabilities)
            async throws
        {
            let (stack, host) = make(capabilities)
            let target: [Route<TypedScreen>] = [
                .push(.first), .sheet(.second, withNavigation: true), .push(.third),
                .sheet(.first), .fullScreenCover(.second),
            ]
            let change = stack.setRoutes(target)
            await host.settle()
            #expect(change.outcome == .completed)
            #expect(host.log.isEmpty)
            #expect(host.presentationDepth == 3)
            #expect(host.transitions.filter { $0.kind == .present }.count == 3)
            #expect(
                host.transitions.map(\.kind).firstIndex(of: .present)
                    .map { host.transitions[..<$0].map(\.kind) } == [.push])
        }

        @Test func stepsStartWhenTheTransitionBeforeHasEndedNotWhenItWasDrawn() async throws {
            let (stack, host) = make(.oneChangePerUpdate)
            stack.setRoutes([.push(.first), .push(.second), .push(.third)])
            host.update()
            #expect(stack.depth == 1)
            await host.advance(by: .milliseconds(349))
            #expect(stack.depth == 1)
            await host.advance(by: .milliseconds(1))
            #expect(stack.depth == 2)
            await host.settle()
            let starts = host.transitions.map(\.start)
            #expect(starts == [.zero, .milliseconds(350), .milliseconds(700)])
        }

        @Test func aPresentationUIKitDroppedIsAskedForAgain() async throws {
            let (stack, host) = make()
            stack.present(.first, style: .sheet)
            await host.settle()
            #expect(host.presentationDepth == 1)
            stack.dismiss()
            host.update()
            stack.present(.second, style: .sheet)
            host.update()
            #expect(host.log.contains { $0.contains("while a presentation is in progress") })
            #expect(stack.routes.map(\.screen) == [.second])
            #expect(host.presentationDepth == 0)
            await host.settle()
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("Typed second"))
        }
    }
#endif
