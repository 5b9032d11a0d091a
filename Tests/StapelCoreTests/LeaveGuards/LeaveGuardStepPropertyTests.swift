import Clocks
import IssueReporting
import StapelTesting
import Testing

@_spi(StapelUI) @testable import StapelCore

/// Whatever guards stop a change, what the stack shows after one call is a step SwiftUI can draw
/// in one update from what it showed before: a change that goes back to a guarded screen and
/// asks over it takes as many steps as it needs.
@MainActor
@Suite("Leave guards: every call moves the stack by a step SwiftUI can draw")
struct LeaveGuardStepPropertyTests {
    @Test(arguments: [PlatformCapabilities.navigationStack, .oneChangePerUpdate])
    func aStoppedChangeIsADrawableStep(capabilities: PlatformCapabilities) async {
        var random = SplitMix64(seed: 0x5eed_6a7d)
        var checked = 0
        for run in 0..<600 {
            let stack = Stack<Int>(capabilities: capabilities, clock: TestClock())
            // A random stack that can stand: pushes where a layer navigates, presentations.
            for screen in 0..<Int(random.next() % 6) + 1 {
                let styles: [RouteStyle] = [
                    .push, .push, .sheet(withNavigation: true), .sheet(withNavigation: false),
                    .fullScreenCover(withNavigation: true), .inspector(withNavigation: true),
                ]
                let style = styles[Int(random.next() % UInt64(styles.count))]
                withIssueReporters([]) { _ = stack.present(screen, style: style) }
            }
            stack.runPlanToCompletion()
            for route in stack.routes where random.next() % 2 == 0 {
                let policy = random.next() % 3
                stack.setLeaveGuard(
                    {
                        switch policy {
                        case 0: .allow
                        case 1: .refuse
                        default: .ask(.confirmationDialog(1_000 + run))
                        }
                    }, for: route.id)
            }
            let before = stack.routes
            withIssueReporters([]) {
                switch random.next() % 7 {
                case 0: stack.pop()
                case 1: stack.popToRoot()
                case 2: stack.goBack(Int(random.next() % 3) + 1)
                case 3: stack.goBack(to: .root)
                case 4: stack.dismissAll()
                case 5: stack.returnToRoot()
                default: _ = stack.setRoutes(Array(before.prefix(Int(random.next() % 2))))
                }
            }
            let after = stack.routes
            #expect(
                after.map(\.id) == before.map(\.id)
                    || RoutePlanner.isValidStep(from: before, to: after, capabilities: capabilities),
                "run \(run): \(describe(before)) -> \(describe(after))")
            checked += 1
        }
        #expect(checked == 600)
    }

    private func describe(_ routes: [Route<Int>]) -> String {
        routes.map { "\($0.style.isPresentation ? "^" : "")\($0.screen)" }.joined(separator: " ")
    }
}
