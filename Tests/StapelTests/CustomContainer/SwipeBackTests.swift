#if !canImport(SwiftUI)
    import Foundation
    import Stapel
    import Testing

    @MainActor
    @Suite("Custom container: interactive swipe back")
    struct SwipeBackTests {
        let edge = CGPoint(x: 5, y: 400)

        func pushed(
            _ style: StapelStackStyle = .custom(), optOut: TypedScreen? = nil, rtl: Bool = false
        ) async -> (Stack<TypedScreen>, ViewHost) {
            let (stack, host) = ViewHost.custom(style, optOut: optOut)
            stack.push(.first)
            stack.push(.second)
            host.update()
            await host.settle()
            return (stack, host)
        }

        @Test func aSwipePastHalfWayFollowsTheFingerAndPops() async throws {
            let (stack, host) = await pushed()
            let events = EventRecorder(stack)
            let drag = try host.beginDrag(at: edge)
            drag.move(to: CGPoint(x: 150, y: 400))
            #expect(try host.find(text: "Typed second").offset.width == 145)
            let below = try host.find(text: "Typed first")
            #expect(below.offset.width < 0)
            drag.move(to: CGPoint(x: 260, y: 400))
            drag.end()
            #expect(stack.routes.map(\.screen) == [.first])
            #expect(events.poppedByUser == [[.second]])
            #expect(host.transitions.last?.effect == "removal move(edge: .trailing)")
            await host.settle()
            #expect(host.isShowing("Typed first"))
            #expect(try host.find(text: "Typed first").offset.width == 0)
        }

        @Test func aShortSlowSwipeSpringsBack() async throws {
            let (stack, host) = await pushed()
            try host.drag(from: edge, to: CGPoint(x: 120, y: 400))
            #expect(stack.depth == 2)
            await host.settle()
            let top = try host.find(text: "Typed second")
            #expect(top.offset.width == 0)
            #expect(top.isHitTestable)
            #expect(!host.isShowing("Typed first"))
        }

        @Test func aQuickFlickPopsAndAFlickBackDoesNot() async throws {
            let (stack, host) = await pushed()
            try host.drag(
                from: edge, to: CGPoint(x: 300, y: 400), velocity: CGSize(width: -900, height: 0))
            #expect(stack.depth == 2)
            await host.settle()
            try host.drag(
                from: edge, to: CGPoint(x: 60, y: 400), velocity: CGSize(width: 900, height: 0))
            #expect(stack.depth == 1)
        }

        @Test func noSwipeOnTheRootAwayFromTheEdgeOrWhereTheScreenOptsOut() async throws {
            let (rootStack, rootHost) = ViewHost.custom()
            try rootHost.drag(from: edge, to: CGPoint(x: 300, y: 400))
            #expect(rootStack.depth == 0)
            let (stack, host) = await pushed()
            try host.drag(from: CGPoint(x: 80, y: 400), to: CGPoint(x: 380, y: 400))
            try host.drag(from: edge, to: CGPoint(x: 40, y: 700))
            #expect(stack.depth == 2)
            let (optedOut, optedOutHost) = await pushed(optOut: .second)
            try optedOutHost.drag(from: edge, to: CGPoint(x: 380, y: 400))
            #expect(optedOut.depth == 2)
            optedOut.pop()
            optedOutHost.update()
            await optedOutHost.settle()
            try optedOutHost.drag(from: edge, to: CGPoint(x: 380, y: 400))
            #expect(optedOut.depth == 0)
        }

        @Test func rightToLeftSwipesFromTheRightEdge() async throws {
            let clock = HostClock()
            let stack = Stack<TypedScreen>(clock: clock)
            stack.push(.first)
            let host = ViewHost(
                CustomApp(stack: stack, style: .custom())
                    .environment(\.layoutDirection, .rightToLeft),
                clock: clock)
            let width = ViewHost.screenSize.width
            try host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
            #expect(stack.depth == 1)
            let drag = try host.beginDrag(at: CGPoint(x: width - 5, y: 400))
            drag.move(to: CGPoint(x: width - 105, y: 400))
            #expect(try host.find(text: "Typed first").offset.width == -100)
            drag.move(to: CGPoint(x: 60, y: 400))
            drag.end()
            #expect(stack.depth == 0)
        }

        @Test func aChangeOfTheStackDuringASwipeCancelsIt() async throws {
            let (stack, host) = await pushed()
            let drag = try host.beginDrag(at: edge)
            drag.move(to: CGPoint(x: 200, y: 400))
            stack.push(.third)
            host.update()
            drag.move(to: CGPoint(x: 300, y: 400))
            #expect(try host.find(text: "Typed third").offset.width == 0)
            drag.end()
            #expect(stack.routes.map(\.screen) == [.first, .second, .third])
        }

        @Test func aSwipeInTheValueContainerIsWrittenBackIntoTheValue() async throws {
            let model = RouteModel()
            model.routes = [.push(.first), .push(.second)]
            let clock = HostClock()
            let host = ViewHost(CustomValueApp(model: model, clock: clock), clock: clock)
            await host.settle()
            #expect(host.isShowing("Typed second"))
            try host.drag(from: edge, to: CGPoint(x: 380, y: 400))
            await host.settle()
            #expect(model.routes.map(\.screen) == [.first])
        }
    }

    /// Records the routes the user popped.
    @MainActor
    final class EventRecorder {
        private(set) var poppedByUser: [[TypedScreen]] = []
        private var subscription: EventSubscription?

        init(_ stack: Stack<TypedScreen>) {
            subscription = stack.onEvent { [weak self] event in
                if case .poppedByUser(let routes) = event {
                    self?.poppedByUser.append(routes.map(\.screen))
                }
            }
        }
    }
#endif
