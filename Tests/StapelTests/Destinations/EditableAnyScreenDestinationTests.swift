#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// A screen value that its screen edits.
    struct Tally: Hashable, Sendable {
        var count = 0
    }

    /// A `Stack<AnyScreen>` whose tally screens edit their own route.
    struct TallyApp: View {
        let stack: Stack<AnyScreen>

        var body: some View {
            WithStapel(stack) {
                Button("Start") { stack.push(AnyScreen(Tally())) }
            }
            .stapelDestination(editing: Tally.self) { tally in
                Button("Count \(tally.wrappedValue.count)") { tally.wrappedValue.count += 1 }
            }
            .stapelDestination(for: Int.self) { number in
                Text("Number \(number)")
            }
        }
    }

    /// The same screens, with the editable destination declared on the root view inside the
    /// container, where SwiftUI users put `navigationDestination(for:)`.
    struct TallyInsideApp: View {
        let stack: Stack<AnyScreen>

        var body: some View {
            WithStapel(stack) {
                Button("Start") { stack.push(AnyScreen(Tally())) }
                    .stapelDestination(editing: Tally.self) { tally in
                        Button("Count \(tally.wrappedValue.count)") {
                            tally.wrappedValue.count += 1
                        }
                    }
            }
        }
    }

    /// A screen value as an app target with main-actor isolation by default declares it: its
    /// `Hashable` conformance is isolated to the main actor.
    @MainActor
    private struct Score: @MainActor Hashable {
        var points = 0
    }

    /// A `Stack<AnyScreen>` whose score screens, of a main-actor type, edit their own route.
    private struct ScoreApp: View {
        let stack: Stack<AnyScreen>

        var body: some View {
            WithStapel(stack) {
                Button("Start") { stack.push(AnyScreen(Score())) }
            }
            .stapelDestination(editing: Score.self) { score in
                Button("Points \(score.wrappedValue.points)") { score.wrappedValue.points += 1 }
            }
        }
    }

    @MainActor
    @Suite("stapelDestination(editing:): an AnyScreen edits its own route")
    struct EditableAnyScreenDestinationTests {
        @Test func aDeclarationOnTheRootInsideTheContainerIsFound() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(TallyInsideApp(stack: stack))
            try host.tap("Start")
            await host.settle()
            try host.tap("Count 0")
            await host.settle()
            #expect(host.isShowing("Count 1"))
            #expect(stack.routes.map(\.screen) == [AnyScreen(Tally(count: 1))])
        }

        @Test func aScreenEditsItsRouteInPlace() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(TallyApp(stack: stack))
            try host.tap("Start")
            await host.settle()
            let id = try #require(stack.routes.first?.id)

            try host.tap("Count 0")
            try host.tap("Count 1")
            await host.settle()

            #expect(host.isShowing("Count 2"))
            #expect(stack.routes.map(\.screen) == [AnyScreen(Tally(count: 2))])
            #expect(stack.routes.map(\.id) == [id])
        }

        @Test func aScreenOfAMainActorTypeEditsItsRouteInPlace() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(ScoreApp(stack: stack))
            try host.tap("Start")
            await host.settle()
            let id = try #require(stack.routes.first?.id)

            try host.tap("Points 0")
            try host.tap("Points 1")
            await host.settle()

            #expect(host.isShowing("Points 2"))
            #expect(stack.routes.map(\.screen) == [AnyScreen(Score(points: 2))])
            #expect(stack.routes.map(\.id) == [id])
        }

        @Test func otherTypesKeepTheirPlainBuilders() async throws {
            let stack = Stack<AnyScreen>(routes: [.push(AnyScreen(7))])
            let host = ViewHost(TallyApp(stack: stack))
            await host.settle()
            #expect(host.isShowing("Number 7"))
        }

        @Test func anEditFromCodeShowsOnTheScreen() async throws {
            let stack = Stack<AnyScreen>(routes: [.push(AnyScreen(Tally()))])
            let host = ViewHost(TallyApp(stack: stack))
            await host.settle()
            stack.updateScreen(AnyScreen(Tally(count: 5)), forRoute: stack.routes[0].id)
            await host.settle()
            #expect(host.isShowing("Count 5"))
        }
    }
#endif
