import IssueReporting
import StapelCore
import StapelTesting

/// A hostile driver around StapelTesting's `NavigationSimulator`: random app changes, random
/// user gestures at any moment, and every report SwiftUI sends delivered late, twice, out of
/// order, or (for the draw and disappearance reports) never.
///
/// The simulator itself models SwiftUI and UIKit: transitions take time, a presentation asked
/// for during another presentation or dismissal is dropped, and an update that SwiftUI could
/// not draw in one go is recorded as a desync.
@MainActor
final class SimulatedSwiftUI {
    struct Callback {
        let due: Duration
        let order: Int
        let report: SimulatedReport
    }

    let simulator: NavigationSimulator<Int>
    var stack: Stack<Int> { simulator.stack }
    var shown: [Route<Int>] { simulator.shown }
    var desyncs: [String] { simulator.invalidUpdates }
    var rng: SplitMix64
    private(set) var counts: [String: Int] = [:]
    private(set) var removedByUser = Set<RouteID>()
    /// The last events, for the failure message.
    private(set) var trace: [String] = []
    private var callbacks: [Callback] = []
    private var order = 0
    private var nextScreen = 0
    private let warnings = WarningRecorder()

    init(seed: UInt64, capabilities: PlatformCapabilities) {
        rng = SplitMix64(seed: seed)
        simulator = NavigationSimulator(
            capabilities: capabilities, settleTimeout: .milliseconds(650))
    }

    /// No reports on their way, the screen shows the model, nothing pending.
    var isSettled: Bool { callbacks.isEmpty && simulator.isSettled }

    /// Runs one random event.
    func step() async {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<25: draw()
        case 25..<45 where !simulator.needsUpdate: appChange()
        case 45..<60: userGesture()
        case 60..<85: deliverCallback()
        default: await timePasses()
        }
    }

    /// Runs events until nothing is pending, so that screen and model must agree.
    func settle() async {
        var rounds = 0
        while !isSettled && rounds < 10_000 {
            rounds += 1
            if simulator.needsUpdate, simulator.update() {
                takeReports()
            } else if !callbacks.isEmpty {
                deliverCallback()
            } else {
                await timePasses()
            }
        }
    }

    // MARK: - SwiftUI drawing

    private func draw() {
        guard simulator.needsUpdate else { return }
        simulator.update()
        takeReports()
        count("draw")
    }

    /// Takes the simulator's reports and schedules each late, sometimes twice, sometimes not at
    /// all (a draw or disappearance report; `onAppear` and user reports always come).
    private func takeReports() {
        for report in simulator.takeReports() {
            let dropRate = report.name.hasPrefix("the user") ? 0 : 5
            guard Int.random(in: 0..<100, using: &rng) >= dropRate else {
                count("dropped")
                continue
            }
            schedule(report, lateness: .milliseconds(Int.random(in: 0...200, using: &rng)))
            if Int.random(in: 0..<5, using: &rng) == 0 {
                schedule(report, lateness: .milliseconds(Int.random(in: 0...600, using: &rng)))
                count("duplicated")
            }
        }
    }

    private func schedule(_ report: SimulatedReport, lateness: Duration) {
        order += 1
        callbacks.append(Callback(due: report.due + lateness, order: order, report: report))
    }

    // MARK: - The app

    private func appChange() {
        count("app")
        withIssueReporters([warnings]) {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1: stack.push(fresh())
            case 2: stack.present(fresh(), style: .sheet, withNavigation: Bool.random(using: &rng))
            case 3: stack.present(fresh(), style: .fullScreenCover, withNavigation: true)
            case 4: stack.pop()
            case 5: stack.dismissAll()
            case 6: stack.goBack(Int.random(in: 1...4, using: &rng))
            default: stack.setRoutes(randomTarget(), animated: Bool.random(using: &rng))
            }
        }
    }

    /// A deep link: keep part of the current routes, then add pushes and presentations.
    private func randomTarget() -> [Route<Int>] {
        var routes = Array(stack.routes.prefix(Int.random(in: 0...stack.routes.count, using: &rng)))
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            let navigates = routes.last { $0.style.isPresentation }?.style.hasNavigation ?? true
            let kind = Int.random(in: 0..<5, using: &rng)
            if kind < 3 && navigates {
                routes.append(.push(fresh()))
            } else if kind == 3 {
                routes.append(.sheet(fresh(), withNavigation: Bool.random(using: &rng)))
            } else {
                routes.append(.fullScreenCover(fresh(), withNavigation: true))
            }
        }
        return routes
    }

    // MARK: - The user

    private func userGesture() {
        guard let top = shown.last else { return }
        let before = Set(shown.map(\.id))
        if top.style.isPresentation || Int.random(in: 0..<4, using: &rng) == 0 {
            simulator.userDismissesSheet()
            count("swipe down")
        } else {
            simulator.userPops(Int.random(in: 1...max(1, shown.count), using: &rng))
            count("pop")
        }
        let gone = before.subtracting(shown.map(\.id))
        for report in simulator.takeReports() {
            schedule(report, lateness: .milliseconds(Int.random(in: 0...300, using: &rng)))
            userReports[order] = gone
        }
    }

    private var userReports: [Int: Set<RouteID>] = [:]

    // MARK: - Time and callbacks

    private func deliverCallback() {
        guard !callbacks.isEmpty else { return }
        // Mostly the earliest due one, sometimes any: callbacks arrive out of order.
        let index =
            Int.random(in: 0..<4, using: &rng) == 0
            ? Int.random(in: 0..<callbacks.count, using: &rng)
            : callbacks.indices.min {
                (callbacks[$0].due, callbacks[$0].order) < (callbacks[$1].due, callbacks[$1].order)
            }!
        let callback = callbacks.remove(at: index)
        let routesBefore = Set(stack.routes.map(\.id))
        withIssueReporters([warnings]) { callback.report.send() }
        if let gone = userReports.removeValue(forKey: callback.order),
            routesBefore.intersection(gone).isEmpty == false,
            Set(stack.routes.map(\.id)).isDisjoint(with: gone)
        {
            removedByUser.formUnion(gone)
            count("user report applied")
        }
        count("callback", detail: callback.report.name)
    }

    /// Time passes. SwiftUI draws a change within a frame, so a pending draw happens first;
    /// what takes long is the transitions.
    private func timePasses() async {
        draw()
        count("time")
        let attempts = stack.routes.map { stack.presentationAttempt(of: $0.id) }
        await simulator.passTime(.milliseconds(Int.random(in: 10...600, using: &rng)))
        if stack.routes.map({ stack.presentationAttempt(of: $0.id) }) != attempts {
            count("presentation asked again")
        }
    }

    private func fresh() -> Int {
        nextScreen += 1
        return nextScreen
    }

    private func count(_ key: String, detail: String = "") {
        counts[key, default: 0] += 1
        trace.append(
            "\(key) \(detail)@\(simulator.now) model \(describe(stack.routes)) shown \(describe(shown)) step \(stack.planStep.map(\.description) ?? "-")"
        )
        if trace.count > 40 { trace.removeFirst(20) }
    }

    private func describe(_ routes: [Route<Int>]) -> String {
        "["
            + routes.map { "\($0.style.isPresentation ? "^" : "")\($0.screen)" }.joined(
                separator: " ") + "]"
    }
}
