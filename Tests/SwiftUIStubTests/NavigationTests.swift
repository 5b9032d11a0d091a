#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    private struct ItemStack: View {
        @Binding var selected: Int?
        @Binding var showsAbout: Bool

        var body: some View {
            NavigationStack {
                Text("Home")
                    .navigationDestination(item: $selected) { Text("Item \($0)") }
                    .navigationDestination(isPresented: $showsAbout) { Text("About") }
            }
        }
    }

    private struct ItemHost: View {
        @State private var selected: Int?
        @State private var showsAbout = false

        var body: some View {
            VStack {
                ItemStack(selected: $selected, showsAbout: $showsAbout)
                Text("Selected \(selected.map(String.init) ?? "none")")
                Button("Select 3") { selected = 3 }
                Button("About") { showsAbout = true }
                Button("Close about") { showsAbout = false }
            }
        }
    }

    private struct AnyPathStack: View {
        @State private var path = NavigationPath()

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("Start")
                    Button("Word") { path.append("hello") }
                    Button("Number") { path.append(7) }
                }
                .navigationDestination(for: String.self) { Text("Word \($0)") }
            }
        }
    }

    /// A stack whose item destination can leave the hierarchy while it is pushed.
    private struct Removable: View {
        let library: Library
        @State private var item: Int? = 1

        var body: some View {
            NavigationStack {
                if library.flag {
                    Text("Without")
                } else {
                    Text("With").navigationDestination(item: $item) { Text("Item \($0)") }
                }
            }
            .onChange(of: library.books.count) { item = library.books.count }
        }
    }

    @MainActor
    @Suite("Navigation")
    struct NavigationTests {
        @Test func aPushRunsOnTheClockAndCoversTheScreenBelowWhenItEnds() async {
            let library = Library()
            let log = EventLog()
            let host = ViewHost(PathStack(library: library, log: log))
            #expect(log.take() == ["appear root"])
            library.path = [1]
            host.update()
            #expect(host.transitions.map(\.kind) == [.push])
            #expect(host.transitions.first?.duration == .milliseconds(350))
            #expect(host.visibleTexts == ["root", "screen 1"])
            #expect(log.take() == ["appear screen 1"])
            #expect(host.isInTransition)
            await host.advance(by: .milliseconds(349))
            #expect(host.visibleTexts == ["root", "screen 1"])
            await host.advance(by: .milliseconds(1))
            #expect(host.visibleTexts == ["screen 1"])
            #expect(log.take() == ["disappear root"])
            #expect(host.navigationDepth == 1)
            #expect(host.navigationTitle == "Screen 1")
        }

        @Test func aPushDuringATransitionIsAppliedAfterIt() async {
            let library = Library()
            let host = ViewHost(PathStack(library: library, log: EventLog()))
            library.path = [1]
            host.update()
            library.path = [1, 2]
            await host.advance(by: .milliseconds(100))
            #expect(host.transitions.count == 1)
            await host.settle()
            #expect(host.transitions.map(\.kind) == [.push, .push])
            #expect(host.transitions.map(\.start) == [.zero, .milliseconds(350)])
            #expect(host.visibleTexts == ["screen 2"])
        }

        @Test func aNewPathThatIsNeitherLongerNorShorterReplacesTheScreens() async {
            let library = Library()
            let log = EventLog()
            let host = ViewHost(PathStack(library: library, log: log))
            library.path = [1, 2]
            await host.settle()
            library.path = [3]
            await host.settle()
            library.path = []
            await host.settle()
            #expect(host.transitions.map(\.kind) == [.push, .replace, .pop])
            #expect(host.visibleTexts == ["root"])
            #expect(log.events.suffix(2) == ["appear root", "disappear screen 3"])
        }

        @Test func itemAndFlagDestinationsPushWhileTheirBindingHoldsAValue() async throws {
            let host = ViewHost(ItemHost())
            try host.tap("Select 3")
            await host.settle()
            #expect(host.isShowing("Item 3"))
            try host.tapBack()
            #expect(host.visibleTexts.contains("Selected 3"))
            await host.settle()
            #expect(host.visibleTexts.contains("Selected none"))
            try host.tap("About")
            await host.settle()
            #expect(host.isShowing("About"))
            try host.tap("Close about")
            await host.settle()
            #expect(host.visibleTexts.contains("Home"))
            #expect(host.navigationDepth == 0)
        }

        @Test func aPathOfAnyValuesPushesThroughTheirDestinations() async throws {
            let host = ViewHost(AnyPathStack())
            try host.tap("Word")
            await host.settle()
            #expect(host.isShowing("Word hello"))
            try host.tapBack()
            await host.settle()
            try host.tap("Number")
            await host.settle()
            #expect(host.navigationDepth == 1)
            #expect(host.visibleTexts.isEmpty)
            #expect(
                host.log.filter { $0.contains("\u{201C}Swift.Int\u{201D} was not found") }.count
                    == 1)
        }

        @Test func aDestinationOutsideANavigationStackIsLogged() {
            let host = ViewHost(
                Text("Alone").navigationDestination(for: Int.self) { Text("\($0)") })
            #expect(host.log.contains { $0.contains("outside any NavigationStack") })
        }

        @Test func aChangeWithoutAnimationMovesAtOnce() async {
            let library = Library()
            let host = ViewHost(PathStack(library: library, log: EventLog()))
            withTransaction(\.disablesAnimations, true) { library.path = [1] }
            await host.advance(by: .zero)
            #expect(host.transitions.first?.animated == false)
            #expect(host.visibleTexts == ["screen 1"])
        }

        @Test func anAnimationCompletionWaitsForThePushItStarted() async {
            let library = Library()
            let log = EventLog()
            let host = ViewHost(PathStack(library: library, log: EventLog()))
            withAnimation(.linear(duration: 0.1)) {
                library.path = [1]
            } completion: {
                log.record("done")
            }
            await host.advance(by: .milliseconds(200))
            #expect(log.events.isEmpty)
            await host.advance(by: .milliseconds(150))
            #expect(log.take() == ["done"])
        }

        @Test func aDestinationWhoseModifierGoesAwayIsPopped() async {
            let library = Library()
            let host = ViewHost(Removable(library: library))
            await host.settle()
            #expect(host.isShowing("Item 1"))
            library.books.append("Ulysses")
            await host.settle()
            #expect(host.isShowing("Item 3"))
            #expect(host.transitions.count == 1)
            library.flag = true
            await host.settle()
            #expect(host.visibleTexts == ["Without"])
            #expect(host.transitions.map(\.kind) == [.push, .pop])
        }

        @Test func releasingWithoutASwipeDoesNothing() async {
            let library = Library()
            let host = ViewHost(PathStack(library: library, log: EventLog()))
            library.path = [1]
            await host.settle()
            host.moveSwipeBack(to: 0.5)
            host.endSwipeBack(completing: true)
            await host.settle()
            #expect(library.path == [1])
            #expect(host.transitions.count == 1)
        }

        @Test func aNavigationPathHoldsValuesOfAnyType() {
            var path = NavigationPath([1, 2])
            path.append("three")
            #expect(path.count == 3)
            path.removeLast(2)
            #expect(path == NavigationPath([1]))
            path.removeLast()
            #expect(path.isEmpty)
            #expect(NavigationPath() == path)
        }
    }
#endif
