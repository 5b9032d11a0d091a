// How long a 6-step deep link (3 pushes, a sheet with navigation, 2 pushes inside it) takes to
// settle on the headless host's clock, with Stapel's pacing: each step waits for the
// transitions of the one before to end. Next to it: the sum of the transitions the host ran,
// and FlowStacks' fixed 0.65 s per step. The host's transition times are UIKit's defaults
// (push 0.35 s, present 0.5 s); the figures are virtual time, the same on every run.
#if canImport(SwiftUI)
    print("stapel-settle-time runs the headless host, which exists only where SwiftUI does not.")
#else
    import Stapel

    enum LinkScreen: Hashable {
        case inbox
        case thread
        case message
        case compose
        case recipients
        case contact
    }

    struct LinkApp: View {
        let stack: Stack<LinkScreen>

        var body: some View {
            StapelStack(stack) {
                Text("Root")
            } destination: { screen in
                Text(String(describing: screen))
            }
        }
    }

    func seconds(_ duration: Duration) -> String {
        let value =
            Double(duration.components.seconds)
            + Double(duration.components.attoseconds) / 1e18
        return String(format: "%.2f s", value)
    }

    @MainActor
    func measure(_ capabilities: PlatformCapabilities, _ name: String) async -> String {
        let clock = HostClock()
        let stack = Stack<LinkScreen>(capabilities: capabilities, clock: clock)
        let host = ViewHost(LinkApp(stack: stack), clock: clock)
        let change = stack.setRoutes([
            .push(.inbox), .push(.thread), .push(.message),
            .sheet(.compose, withNavigation: true), .push(.recipients), .push(.contact),
        ])
        let settled = await host.settle()
        let transitions = host.transitions.map(\.duration).reduce(.zero, +)
        let flowStacks = Duration.milliseconds(650) * 6
        return "| \(name) | \(change.stepCount) | \(seconds(clock.now.offset)) | "
            + "\(seconds(transitions)) | \(seconds(flowStacks)) | "
            + "\(host.log.isEmpty && settled ? "none" : "\(host.log.count)") |"
    }

    @MainActor
    func report() async {
        print(
            "| capabilities | steps | settled after | sum of transitions | "
                + "FlowStacks (6 × 0.65 s) | dropped |")
        print("|---|---|---|---|---|---|")
        print(await measure(.navigationStack, "NavigationStack (iOS 17+)"))
        print(await measure(.oneChangePerUpdate, "one change per update"))
    }

    await report()
#endif
