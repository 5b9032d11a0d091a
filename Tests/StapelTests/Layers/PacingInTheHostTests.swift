#if !canImport(SwiftUI)
    @_spi(StapelUI) import Stapel
    @_spi(StapelUI) import StapelCore
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
            #expect(change.outcomeIfEnded == .completed)
            #expect(host.log.isEmpty)
            #expect(host.presentationDepth == 3)
            #expect(host.transitions.filter { $0.kind == .present }.count == 3)
            #expect(
                host.transitions.map(\.kind).firstIndex(of: .present)
                    .map { host.transitions[..<$0].map(\.kind) } == [.push])
        }

        @Test func aChangeBegunBeforeTheContainerAppearsGoesOnWhenItsFirstStepIsDrawn()
            async throws
        {
            // The fallback is far off: only the container's report of the first step, drawn
            // as it appears, can move the change on.
            let clock = HostClock()
            let stack = Stack<TypedScreen>(
                capabilities: .oneChangePerUpdate, clock: clock, settleTimeout: .seconds(30))
            let change = stack.setRoutes([.push(.first), .push(.second)])
            let host = ViewHost(TypedContainer(stack: stack) { Text("Root") }, clock: clock)
            await host.advance(by: .seconds(1))
            #expect(change.outcomeIfEnded == .completed)
            #expect(stack.routes.map(\.screen) == [.first, .second])
            await host.settle()
            #expect(host.isShowing("Typed second"))
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

        @Test func aPresentationAskedForDuringADismissalWaitsForItRatherThanBeingDropped()
            async throws
        {
            let (stack, host) = make()
            stack.present(.first, style: .sheet(withNavigation: false))
            await host.settle()
            #expect(host.presentationDepth == 1)
            let dismissedAt = host.clock.now
            stack.dismiss()
            host.update()
            stack.present(.second, style: .sheet(withNavigation: false))
            host.update()
            #expect(stack.routes.map(\.screen) == [.second])
            #expect(host.presentationDepth == 0)
            await host.settle()
            #expect(host.log.isEmpty)
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("Typed second"))
            let present = try #require(host.transitions.last)
            #expect(present.kind == .present)
            #expect(present.start == dismissedAt.offset + .milliseconds(500))
        }

        @Test func backToBackSheetsWithoutTheRetryDelay() async throws {
            let (stack, host) = make()
            await host.settle()
            let start = host.clock.now.offset
            stack.present(.first, style: .sheet(withNavigation: true))
            stack.present(.second, style: .sheet(withNavigation: false))
            await host.settle()
            #expect(host.log.isEmpty)
            #expect(host.presentationDepth == 2)
            #expect(host.isShowing("Typed second"))
            // The second comes in as soon as the first has settled: after its 0.5 s transition,
            // not after the 1.5 s retry.
            #expect(
                host.transitions.map { "\($0.kind) \($0.start - start)" } == [
                    "present 0.0 seconds", "present 0.5 seconds",
                ])
            #expect(stack.presentationAttempt(of: stack.routes[1].id) == 0)
        }

        @Test func dismissThenPresentInOneTurnWithoutTheRetryDelay() async throws {
            let (stack, host) = make()
            stack.present(.first, style: .sheet(withNavigation: false))
            await host.settle()
            let start = host.clock.now.offset
            let before = host.transitions.count
            stack.dismiss()
            stack.present(.second, style: .fullScreenCover(withNavigation: false))
            await host.settle()
            #expect(host.log.isEmpty)
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("Typed second"))
            #expect(
                host.transitions[before...].map { "\($0.kind) \($0.start - start)" } == [
                    "dismiss 0.0 seconds", "present 0.5 seconds",
                ])
        }

        /// Every sequence of up to three present and dismiss calls made in one turn, from a
        /// stack that shows nothing or a sheet: the host ends showing what the stack holds,
        /// with nothing dropped and nothing asked for again.
        @Test(arguments: [false, true])
        func presentsAndDismissalsInOneTurnEndWithTheHostShowingTheStack(startsWithASheet: Bool)
            async throws
        {
            var sequences: [[Int]] = [[]]
            for _ in 1...3 {
                sequences += sequences.filter { $0.count == sequences.last!.count }
                    .flatMap { sequence in (0..<3).map { sequence + [$0] } }
            }
            for sequence in sequences.dropFirst() {
                let (stack, host) = make()
                if startsWithASheet { stack.present(.third) }
                await host.settle()
                for code in sequence {
                    switch code {
                    case 0 where stack.routes.contains { $0.style.isPresentation }:
                        stack.dismiss()
                    case 1: stack.present(.second, style: .fullScreenCover(withNavigation: true))
                    default: stack.present(.first, style: .sheet(withNavigation: code == 2))
                    }
                }
                #expect(await host.settle(), "\(sequence)")
                #expect(host.log.isEmpty, "\(sequence): \(host.log)")
                #expect(
                    host.presentationDepth == stack.routes.count { $0.style.isPresentation },
                    "\(sequence)")
                #expect(
                    stack.routes.allSatisfy { stack.presentationAttempt(of: $0.id) == 0 },
                    "\(sequence): a presentation was asked for again")
            }
        }
    }
#endif
