#if !canImport(SwiftUI)
    import Foundation
    import Observation
    import Stapel
    import Testing

    /// What a test changes around a custom container mid-swipe.
    @MainActor
    @Observable
    final class SwipeSurroundings {
        var showsContainer = true
        var disablesSwipe = false
    }

    /// A typed stack in the custom container, with a back button on every screen; the screens
    /// can turn swipe back off and the container can be taken off screen.
    struct InterruptibleApp: View {
        static let easing = Animation.easeOut(duration: 0.3)
        let stack: Stack<TypedScreen>
        let surroundings: SwipeSurroundings

        var body: some View {
            if surroundings.showsContainer {
                StapelStack(stack) {
                    Text("Root")
                } destination: { screen in
                    VStack {
                        Text("Typed \(String(describing: screen))")
                        Button("Back from \(String(describing: screen))") { stack.pop() }
                    }
                    .stapelSwipeBackDisabled(surroundings.disablesSwipe)
                }
                .stapelStackStyle(.custom(easing: Self.easing))
            } else {
                Text("Elsewhere")
            }
        }
    }

    @MainActor
    @Suite("Custom container: a swipe back interrupted")
    struct SwipeBackInterruptionTests {
        let edge = CGPoint(x: 5, y: 400)
        let surroundings = SwipeSurroundings()

        func pushed() async -> (Stack<TypedScreen>, ViewHost) {
            let clock = HostClock()
            let stack = Stack<TypedScreen>(clock: clock)
            let host = ViewHost(
                InterruptibleApp(stack: stack, surroundings: surroundings), clock: clock)
            stack.push(.first)
            stack.push(.second)
            host.update()
            await host.settle()
            return (stack, host)
        }

        /// A finger from the leading edge, halfway across.
        func halfway(_ host: ViewHost) throws -> HostDrag {
            let drag = try host.beginDrag(at: edge)
            drag.move(to: CGPoint(x: 200, y: 400))
            return drag
        }

        /// The finger goes on to the far edge and lifts with a flick.
        func flickAway(_ drag: HostDrag) {
            drag.move(to: CGPoint(x: 380, y: 400))
            drag.end(velocity: CGSize(width: 900, height: 0))
        }

        /// The top screen is in place, takes taps, is read by accessibility, and the one below
        /// is hidden.
        func expectAtRest(_ host: ViewHost, top: String, below: String) throws {
            let element = try host.find(text: "Typed \(top)")
            #expect(element.offset.width == 0)
            #expect(element.isHitTestable)
            #expect(!element.isAccessibilityHidden)
            #expect(!host.isShowing("Typed \(below)"))
        }

        /// A full swipe from the edge pops the top screen.
        func expectASwipePops(_ stack: Stack<TypedScreen>, _ host: ViewHost) async throws {
            let depth = stack.depth
            try host.drag(from: edge, to: CGPoint(x: 380, y: 400))
            #expect(stack.depth == depth - 1)
            await host.settle()
        }

        @Test func aDragTheSystemCancelsSpringsBackWithTheContainersEasing() async throws {
            let (stack, host) = await pushed()
            let events = EventRecorder(stack)
            let drag = try halfway(host)
            #expect(try host.find(text: "Typed second").offset.width == 195)
            #expect(host.isShowing("Typed first"))
            drag.cancel()
            #expect(stack.routes.map(\.screen) == [.first, .second])
            let top = try host.find(text: "Typed second")
            #expect(top.offset.width == 0)
            #expect(top.offsetAnimation == InterruptibleApp.easing)
            try expectAtRest(host, top: "second", below: "first")
            await host.settle()
            try expectAtRest(host, top: "second", below: "first")
            #expect(events.poppedByUser.isEmpty)
            // The top screen takes taps again: its back button pops.
            try host.tap("Back from second")
            #expect(stack.routes.map(\.screen) == [.first])
            await host.settle()
            try await expectASwipePops(stack, host)
            #expect(events.poppedByUser == [[.first]])
        }

        @Test func aPushThenACancelMidSwipeLeavesTheNewTopInPlace() async throws {
            let (stack, host) = await pushed()
            let drag = try halfway(host)
            stack.push(.third)
            host.update()
            drag.move(to: CGPoint(x: 260, y: 400))
            #expect(try host.find(text: "Typed third").offset.width == 0)
            drag.cancel()
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first, .second, .third])
            try expectAtRest(host, top: "third", below: "second")
            try await expectASwipePops(stack, host)
            #expect(stack.routes.map(\.screen) == [.first, .second])
        }

        @Test func aPopMidSwipeEndsTheSwipeAndTheReleasePopsNothingMore() async throws {
            let (stack, host) = await pushed()
            let drag = try halfway(host)
            stack.pop()
            host.update()
            await host.settle()
            try expectAtRest(host, top: "first", below: "second")
            flickAway(drag)
            #expect(stack.routes.map(\.screen) == [.first])
            try expectAtRest(host, top: "first", below: "second")
            try await expectASwipePops(stack, host)
            #expect(stack.routes.isEmpty)
        }

        @Test func aSecondFingerDoesNotDriveTheSwipe() async throws {
            let (stack, host) = await pushed()
            let first = try host.beginDrag(at: edge)
            first.move(to: CGPoint(x: 100, y: 400))
            let second = try host.beginDrag(at: edge)
            second.move(to: CGPoint(x: 380, y: 400))
            #expect(!second.isRecognized)
            #expect(try host.find(text: "Typed second").offset.width == 95)
            second.end(velocity: CGSize(width: 900, height: 0))
            #expect(stack.depth == 2)
            first.end()
            #expect(stack.depth == 2)
            await host.settle()
            try expectAtRest(host, top: "second", below: "first")
            try await expectASwipePops(stack, host)
        }

        @Test func turningSwipeBackOffMidSwipeSpringsBack() async throws {
            let (stack, host) = await pushed()
            let drag = try halfway(host)
            surroundings.disablesSwipe = true
            host.update()
            #expect(try host.find(text: "Typed second").offsetAnimation == InterruptibleApp.easing)
            try expectAtRest(host, top: "second", below: "first")
            flickAway(drag)
            #expect(stack.depth == 2)
            try host.drag(from: edge, to: CGPoint(x: 380, y: 400))
            #expect(stack.depth == 2)
            surroundings.disablesSwipe = false
            host.update()
            try await expectASwipePops(stack, host)
        }

        @Test func aSwipeDuringAPushTransitionAndAPopDuringTheSpringBack() async throws {
            let (stack, host) = await pushed()
            stack.push(.third)
            host.update()
            // The push is still moving in when the finger goes down.
            let drag = try halfway(host)
            #expect(try host.find(text: "Typed third").offset.width == 195)
            drag.cancel()
            #expect(try host.find(text: "Typed third").offset.width == 0)
            await host.settle()
            try expectAtRest(host, top: "third", below: "second")
            // A short release springs back; a pop arrives while it does.
            try host.drag(from: edge, to: CGPoint(x: 100, y: 400))
            stack.pop()
            host.update()
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first, .second])
            try expectAtRest(host, top: "second", below: "first")
            try await expectASwipePops(stack, host)
        }

        @Test func theContainerLeavingMidSwipeLeavesNothingBehind() async throws {
            let (stack, host) = await pushed()
            let drag = try halfway(host)
            surroundings.showsContainer = false
            host.update()
            #expect(host.isShowing("Elsewhere"))
            flickAway(drag)
            #expect(stack.depth == 2)
            surroundings.showsContainer = true
            host.update()
            await host.settle()
            try expectAtRest(host, top: "second", below: "first")
            try await expectASwipePops(stack, host)
        }
    }
#endif
