import Foundation
import StapelCore
import StapelTesting
import Testing

/// The model-based test: a simulated SwiftUI with hostile timing drives stacks for at least
/// 10,000 random events (`STAPEL_SIM_EVENTS` changes the number, `STAPEL_SIM_SEED` replays a run).
@MainActor
@Suite("Simulated SwiftUI")
struct SimulationTests {
    static let environment = ProcessInfo.processInfo.environment
    static let totalEvents = Int(environment["STAPEL_SIM_EVENTS"] ?? "") ?? 10_000
    static let eventsPerRun = 400

    @Test func screenAndModelNeverDrift() async {
        let base =
            UInt64(Self.environment["STAPEL_SIM_SEED"] ?? "") ?? UInt64.random(in: 0...UInt64.max)
        let runs = max(1, Self.totalEvents / Self.eventsPerRun)
        var totals: [String: Int] = [:]
        var events = 0
        for run in 0..<runs {
            let seed = base &+ UInt64(run)
            let capabilities = RoutePlannerPropertyTests.allCapabilities[run % 4]
            // A fifth of the runs draw tabs: a split view beside a stack, the user and code
            // switching tabs and links opening through the tabs.
            if run % 5 == 4 {
                let tabs = SimulatedTabs(seed: seed, capabilities: capabilities)
                for _ in 0..<Self.eventsPerRun {
                    await tabs.step()
                    events += 1
                }
                await tabs.settle()
                let desyncs =
                    tabs.failures + tabs.mail.failures + tabs.mail.ui.desyncs + tabs.inbox.desyncs
                #expect(
                    desyncs.isEmpty,
                    "seed \(seed) (base \(base), run \(run)), tabs: \(desyncs.prefix(3))")
                #expect(tabs.isSettled, "seed \(seed): the tabs did not settle")
                #expect(
                    tabs.inbox.shown.map(\.id) == tabs.inbox.stack.routes.map(\.id)
                        && tabs.mail.ui.shown.map(\.id) == tabs.mail.ui.stack.routes.map(\.id),
                    "seed \(seed): a tab's screen and model disagree after settling")
                for (key, value) in tabs.counts { totals["tabs: \(key)", default: 0] += value }
                totals["runs in tabs", default: 0] += 1
                totals["desyncs", default: 0] += desyncs.count
                continue
            }
            // A third of the other runs draw the stack as a split view's detail column, the
            // split view collapsing and expanding at random.
            if run % 3 == 2 {
                let split = SimulatedSplitView(seed: seed, capabilities: capabilities)
                for _ in 0..<Self.eventsPerRun {
                    await split.step()
                    events += 1
                }
                await split.settle()
                #expect(
                    split.failures.isEmpty,
                    "seed \(seed) (base \(base), run \(run)), split view: \(split.failures.prefix(3))"
                )
                #expect(split.isSettled, "seed \(seed): the split view did not settle")
                #expect(
                    split.ui.shown.map(\.id) == split.ui.stack.routes.map(\.id),
                    "seed \(seed): the split view's detail column and model disagree after settling"
                )
                #expect(
                    split.ui.desyncs.isEmpty,
                    "seed \(seed), split view: \(split.ui.desyncs.prefix(3))")
                for (key, value) in split.counts { totals["split: \(key)", default: 0] += value }
                totals["runs in a split view", default: 0] += 1
                totals["desyncs", default: 0] += split.ui.desyncs.count + split.failures.count
                continue
            }
            let container: SimulatedSwiftUI.Container =
                run / 4 % 2 == 0 ? .navigationStack : .custom
            let ui = SimulatedSwiftUI(seed: seed, capabilities: capabilities, container: container)
            var seen = Set<RouteID>()
            for event in 0..<Self.eventsPerRun {
                await ui.step()
                events += 1
                seen.formUnion(ui.stack.routes.map(\.id))
                checkDerivedState(of: ui.stack, removed: seen)
                if ui.isSettled {
                    #expect(
                        ui.shown.map(\.id) == ui.stack.routes.map(\.id),
                        "seed \(seed) (base \(base), run \(run)), event \(event): screen and model disagree"
                    )
                }
                let reappeared = ui.removedByUser.intersection(ui.stack.routes.map(\.id))
                #expect(
                    reappeared.isEmpty,
                    "seed \(seed), event \(event): a route the user removed came back")
            }
            await ui.settle()
            #expect(
                ui.isSettled,
                "seed \(seed): did not settle \(ui.trace.suffix(6).joined(separator: "\n"))")
            #expect(
                ui.shown.map(\.id) == ui.stack.routes.map(\.id),
                "seed \(seed): disagree after settling")
            #expect(
                ui.desyncs.isEmpty,
                "seed \(seed) (base \(base), run \(run)), \(capabilities), \(container): \(ui.desyncs.count) desyncs, first \(ui.desyncs.prefix(3))"
            )
            #expect(
                ui.guardViolations.isEmpty,
                "seed \(seed) (base \(base), run \(run)): \(ui.guardViolations.prefix(3))")
            for (key, value) in ui.counts { totals[key, default: 0] += value }
            totals["runs in \(container.rawValue)", default: 0] += 1
            totals["desyncs", default: 0] += ui.desyncs.count
            totals["dropped presentations", default: 0] += ui.simulator.droppedPresentations.count
        }
        #expect(events >= min(Self.totalEvents, 10_000))
        print(
            "Simulated SwiftUI: \(events) events, base seed \(base): \(totals.sorted { $0.key < $1.key })"
        )
    }
}
