#if !canImport(SwiftUI)
    import Foundation
    import Stapel
    import Testing

    @MainActor
    @Suite("Custom container: sheets, covers and planned changes")
    struct CustomPresentationTests {
        @Test func sheetsAreApplesAndASheetsNavigationUsesTheSameStyle() async throws {
            let (stack, host) = ViewHost.custom(.custom(transition: .custom(.opacity)))
            stack.present(.first, style: .sheet(withNavigation: true))
            host.update()
            await host.settle()
            #expect(host.presentationDepth == 1)
            #expect(host.transitions.map(\.kind) == [.present])
            stack.push(.second)
            host.update()
            #expect(host.transitions.last?.effect == "insertion opacity")
            await host.settle()
            #expect(host.isShowing("Typed second"))
            try host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 380, y: 400))
            #expect(stack.routes.map(\.screen) == [.first])
            await host.settle()
            try host.swipeDownSheet()
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(host.isShowing("Root"))
        }

        @Test(arguments: [PlatformCapabilities.navigationStack, .oneChangePerUpdate])
        func aPlannedChangeSettlesWithoutWaitingForTheFallback(
            capabilities: PlatformCapabilities
        ) async throws {
            let (stack, host) = ViewHost.custom(capabilities: capabilities)
            let change = stack.setRoutes([
                .push(.first), .push(.second), .sheet(.third, withNavigation: true), .push(.first),
            ])
            await host.settle()
            #expect(change.outcomeIfEnded == .completed)
            #expect(host.log.isEmpty)
            #expect(host.presentationDepth == 1)
            #expect(host.isShowing("Typed first"))
            // Each step started when the one before had ended, well before the 1 s fallback.
            let starts = host.transitions.map(\.start)
            #expect(starts.last.map { $0 < .seconds(2) } == true)
        }
    }
#endif
