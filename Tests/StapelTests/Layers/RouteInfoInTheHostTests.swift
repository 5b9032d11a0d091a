#if !canImport(SwiftUI)
    import Stapel
    import Testing

    /// The screens whose bodies ran, by number, in order.
    @MainActor
    final class BodyLog {
        var numbers: [Int] = []
    }

    /// A screen that shows how it was presented, read from `\.stapelRoute`.
    struct RouteInfoScreen: View {
        let number: Int
        let log: BodyLog
        @Environment(\.stapelRoute) private var route

        var body: some View {
            let _ = log.numbers.append(number)
            Text("Screen \(number): \(Self.describe(route))")
        }

        static func describe(_ route: RouteInfo?) -> String {
            guard let route else { return "no route" }
            let style =
                switch route.style {
                case .push: "push"
                case .sheet: "sheet"
                case .popover: "popover"
                case .fullScreenCover: "cover"
                case .inspector: "inspector"
                case .alert, .confirmationDialog: "alert"
                }
            return "\(style) at \(route.index), named \(route.name ?? "-")"
        }
    }

    /// The root screen, which is not a route.
    struct RouteInfoRoot: View {
        @Environment(\.stapelRoute) private var route

        var body: some View {
            Text("Root: \(RouteInfoScreen.describe(route))")
        }
    }

    /// A typed stack of those screens, in a given style.
    struct RouteInfoApp: View {
        let stack: Stack<Int>
        let style: StapelStackStyle
        var log = BodyLog()

        var body: some View {
            StapelStack(stack) {
                RouteInfoRoot()
            } destination: { number in
                RouteInfoScreen(number: number, log: log)
            }
            .stapelStackStyle(style)
        }
    }

    @MainActor
    @Suite("A screen reads its own route from the environment")
    struct RouteInfoInTheHostTests {
        @Test(arguments: [false, true])
        func aScreenReadsItsStyleIndexAndName(inTheCustomContainer custom: Bool) async throws {
            let style: StapelStackStyle = custom ? .custom() : .navigationStack
            // The stack paces the cover after the sheet on the host's clock, which settle()
            // moves: on its own continuous clock the cover would wait half a second of real
            // time.
            let clock = HostClock()
            let stack = Stack<Int>(clock: clock)
            let host = ViewHost(RouteInfoApp(stack: stack, style: style), clock: clock)
            #expect(host.isShowing("Root: no route"))

            stack.push(1, name: "one")
            await host.settle()
            #expect(host.isShowing("Screen 1: push at 0, named one"))

            stack.present(2, style: .sheet(withNavigation: true))
            await host.settle()
            #expect(host.isShowing("Screen 2: sheet at 1, named -"))

            stack.push(3)
            await host.settle()
            #expect(host.isShowing("Screen 3: push at 2, named -"))

            stack.present(4, style: .fullScreenCover(withNavigation: false))
            await host.settle()
            #expect(host.isShowing("Screen 4: cover at 3, named -"))
        }

        @Test(arguments: [false, true])
        func aPushDoesNotRunTheBodiesOfTheScreensBelow(inTheCustomContainer custom: Bool)
            async throws
        {
            let style: StapelStackStyle = custom ? .custom() : .navigationStack
            let stack = Stack<Int>(routes: (0..<10).map { Route.push($0) })
            let log = BodyLog()
            let host = ViewHost(RouteInfoApp(stack: stack, style: style, log: log))
            await host.settle()
            #expect(host.isShowing("Screen 9: push at 9, named -"))

            log.numbers = []
            host.resetEvaluationCounts()
            stack.push(10)
            await host.settle()
            #expect(host.isShowing("Screen 10: push at 10, named -"))
            // The new screen, and at most the one it covers (the custom container fades it);
            // none of the nine below, and not the root.
            #expect(log.numbers.contains(10))
            #expect(log.numbers.allSatisfy { $0 >= 9 }, "\(log.numbers)")
            #expect(host.evaluationCount(of: RouteInfoRoot.self) == 0)
            // Nor does Stapel's view that sets each screen's route run for the screens below.
            #expect(host.evaluationCounts["RouteScreen", default: 0] <= 2)

            log.numbers = []
            host.resetEvaluationCounts()
            stack.pop()
            await host.settle()
            #expect(log.numbers.allSatisfy { $0 >= 9 }, "\(log.numbers)")
            #expect(host.evaluationCount(of: RouteInfoRoot.self) == 0)
            #expect(host.evaluationCounts["RouteScreen", default: 0] <= 1)
        }
    }
#endif
