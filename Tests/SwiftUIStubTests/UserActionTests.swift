#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    private struct NoBackButton: View {
        @State private var path = [1]

        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationDestination(for: Int.self) { _ in
                        Text("Locked").navigationBarBackButtonHidden()
                    }
            }
        }
    }

    @MainActor
    @Suite("User actions")
    struct UserActionTests {
        private func pushed(_ path: [Int], log: EventLog = EventLog()) async -> (ViewHost, Library)
        {
            let library = Library()
            let host = ViewHost(PathStack(library: library, log: log))
            library.path = path
            await host.settle()
            log.take()
            return (host, library)
        }

        @Test func theBackButtonPopsAndWritesThePathWhenThePopEnds() async throws {
            let log = EventLog()
            let (host, library) = await pushed([1, 2], log: log)
            try host.tapBack()
            #expect(host.navigationDepth == 1)
            #expect(library.path == [1, 2])
            #expect(log.take() == ["appear screen 1"])
            await host.settle()
            #expect(library.path == [1])
            #expect(log.take() == ["disappear screen 2"])
            #expect(host.transitions.last?.kind == .pop)
            #expect(host.transitions.last?.byUser == true)
        }

        @Test func aSwipeReleasedHalfwayFinishesThePopInTheRestOfTheTime() async throws {
            let log = EventLog()
            let (host, library) = await pushed([1, 2], log: log)
            try host.beginSwipeBack()
            #expect(host.visibleTexts == ["screen 1", "screen 2"])
            #expect(log.take() == ["appear screen 1"])
            host.moveSwipeBack(to: 0.5)
            #expect(host.isInTransition)
            await host.advance(by: .seconds(5))
            #expect(library.path == [1, 2])
            host.endSwipeBack(completing: true)
            #expect(host.transitions.last?.duration == .milliseconds(175))
            await host.advance(by: .milliseconds(174))
            #expect(library.path == [1, 2])
            await host.advance(by: .milliseconds(1))
            #expect(library.path == [1])
            #expect(host.visibleTexts == ["screen 1"])
            #expect(log.take() == ["disappear screen 2"])
        }

        @Test func aSwipeCancelledHalfwaySpringsBackAndKeepsThePath() async throws {
            let log = EventLog()
            let (host, library) = await pushed([1, 2], log: log)
            try host.beginSwipeBack()
            host.moveSwipeBack(to: 0.5)
            host.endSwipeBack(completing: false)
            #expect(host.transitions.last?.duration == .milliseconds(175))
            await host.settle()
            #expect(library.path == [1, 2])
            #expect(host.visibleTexts == ["screen 2"])
            #expect(log.take() == ["appear screen 1", "disappear screen 1"])
            #expect(host.navigationDepth == 2)
            try host.tapBack()
            await host.settle()
            #expect(library.path == [1])
        }

        @Test func aLongPressOnBackPopsToTheChosenScreen() async throws {
            let (host, library) = await pushed([1, 2, 3])
            #expect(throws: HostError.self) { try host.longPressBack(toCount: 3) }
            try host.longPressBack(toCount: 0)
            await host.settle()
            #expect(library.path == [])
            #expect(host.visibleTexts == ["root"])
        }

        @Test func theBackButtonIsNotAlwaysThere() async throws {
            let (host, _) = await pushed([])
            #expect(throws: HostError.cannotGoBack("the root screen is on top")) {
                try host.tapBack()
            }
            let (moving, library) = await pushed([1])
            library.path = [1, 2]
            moving.update()
            #expect(throws: HostError.cannotGoBack("a transition is running")) {
                try moving.tapBack()
            }
            let locked = ViewHost(NoBackButton())
            await locked.settle()
            #expect(throws: HostError.cannotGoBack("the back button is hidden")) {
                try locked.tapBack()
            }
            let plain = ViewHost(Text("No stack"))
            #expect(throws: HostError.cannotGoBack("no navigation stack is on screen")) {
                try plain.beginSwipeBack()
            }
            plain.moveSwipeBack(to: 0.3)
            plain.endSwipeBack(completing: true)
            #expect(plain.transitions.isEmpty)
        }
    }
#endif
