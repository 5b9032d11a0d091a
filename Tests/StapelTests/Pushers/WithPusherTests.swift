#if !canImport(SwiftUI)
    import Observation
    import Stapel
    import Testing

    @MainActor
    @Observable
    final class Visibility {
        var showsPusher = true
    }

    /// A screen whose evaluator rejects every push, and which pushes when it appears.
    private struct RejectingScreen: View {
        var body: some View {
            WithPusher(PushEvaluator<TypedScreen> { _ in .reject }) {
                PushOnAppear()
            }
        }
    }

    private struct PushOnAppear: View {
        @Environment(Stack<TypedScreen>.self) private var stack: Stack<TypedScreen>?

        var body: some View {
            Text("Pushing on appear").onAppear { stack?.push(.third) }
        }
    }

    @MainActor
    @Suite("WithPusher and WithStapel evaluators")
    struct WithPusherTests {
        @Test func theEvaluatorIsThereBeforeTheScreensFirstPush() async throws {
            let stack = Stack<TypedScreen>()
            var rejected = 0
            let subscription = stack.onEvent { event in
                if case .pushEvaluated(_, let result) = event, result.outcome == .rejected {
                    rejected += 1
                }
            }
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    Text("Root")
                } screen: { _ in
                    RejectingScreen()
                })
            stack.push(.first)
            await host.settle()
            #expect(stack.routes.map(\.screen) == [.first])
            #expect(rejected == 1)
            #expect(stack.hasEvaluator(for: .route(stack.routes[0].id)))
            subscription.cancel()
        }

        @Test func theEvaluatorGoesWhenThePusherLeavesForGood() async throws {
            let stack = Stack<TypedScreen>()
            let visibility = Visibility()
            let host = ViewHost(
                TypedContainer(stack: stack) {
                    if visibility.showsPusher {
                        WithPusher(PushEvaluator<TypedScreen> { _ in .reject }) { Text("Guarded") }
                    } else {
                        Text("Open")
                    }
                })
            #expect(stack.hasEvaluator(for: .root))
            #expect(stack.push(.first).routeID == nil)
            visibility.showsPusher = false
            await host.settle()
            #expect(!stack.hasEvaluator(for: .root))
            #expect(stack.push(.first).routeID != nil)
        }

        @Test func aPusherOutsideAnyContainerWarns() {
            withKnownIssue {
                _ = ViewHost(
                    WithPusher(PushEvaluator<TypedScreen> { _ in .push }) { Text("Alone") })
            } matching: { issue in
                (issue.error as? StapelWarning)?.kind == .missingStack
                    && issue.description.contains("WithPusher needs a Stack<TypedScreen>")
            }
        }

        @Test func anEvaluatorWrittenWithoutItsScreenTypeIsTheAnyScreenOne() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    WithPusher(PushEvaluator { _ in .reject }) { Text("Root") }
                })
            await host.settle()
            #expect(stack.hasEvaluator(for: .root))
            #expect(stack.push(view: Text("Refused")).outcome == .rejected)
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(!host.visibleTexts.contains("Refused"))
        }

        @Test func aPusherAtTheRootInstallsTheRootEvaluatorBeforeTheRootIsDrawn() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    WithPusher(evaluate: { _ in false }) {
                        Text("Root").onAppear { stack.push(view: Text("Too early")) }
                    }
                })
            await host.settle()
            #expect(stack.routes.isEmpty)
            #expect(!host.visibleTexts.contains("Too early"))
        }

        @Test func aPusherWithoutAnEvaluatorLetsPushesThrough() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(WithStapel(stack) { WithPusher { Text("Open slot") } })
            #expect(!stack.hasEvaluator(for: .root))
            stack.push(view: Text("Pushed"))
            await host.settle()
            #expect(host.isShowing("Pushed"))
        }

        @Test func anEvaluationFunctionDecidesPushesOnItsLayer() async throws {
            let stack = Stack<AnyScreen>()
            let host = ViewHost(
                WithStapel(stack) {
                    WithPusher(evaluate: { $0[ExpectedKey.self] == "yes" }) { Text("ScreenSlot") }
                })
            host.update()
            #expect(stack.push(view: Text("No")).routeID == nil)
            #expect(
                stack.push(view: Text("Yes"), context: PushContext().setting(\.expected, to: "yes"))
                    .routeID != nil)
        }
    }

    enum ExpectedKey: PushContextKey {
        static let defaultValue: String? = nil
    }

    extension PushContext {
        var expected: String? {
            get { self[ExpectedKey.self] }
            set { self[ExpectedKey.self] = newValue }
        }
    }
#endif
