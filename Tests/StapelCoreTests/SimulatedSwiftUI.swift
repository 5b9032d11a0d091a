import Clocks
import IssueReporting
import StapelCore

/// A stand-in for SwiftUI that drives a `Stack` the way SwiftUI does, with hostile timing.
///
/// - It draws the stack's routes some time after they change, and reports each drawn plan step
///   back, late, twice, or never.
/// - The user pops and swipes sheets down on what is drawn, at any moment; the reports reach the
///   stack late, twice, or out of order.
/// - An update that SwiftUI could not draw in one go (two presentations, a presentation while
///   dismissing, …) is a desync: like SwiftUI, it draws only the first step of it.
@MainActor
final class SimulatedSwiftUI {
    struct Callback {
        let due: Int
        let order: Int
        let name: String
        let action: @MainActor () -> Void
    }

    let stack: Stack<Int>
    let clock: TestClock<Duration>
    var rng: SplitMix64
    private(set) var shown: [Route<Int>] = []
    private(set) var now = 0
    private(set) var desyncs: [String] = []
    private(set) var counts: [String: Int] = [:]
    private(set) var removedByUser = Set<RouteID>()
    /// The last events, for the failure message.
    private(set) var trace: [String] = []
    private var callbacks: [Callback] = []
    private var order = 0
    private var needsDraw = false
    private var userTouchedSinceDraw = false
    private var nextScreen = 0
    private let warnings = WarningRecorder()

    init(seed: UInt64, capabilities: PlatformCapabilities) {
        rng = SplitMix64(seed: seed)
        clock = TestClock()
        stack = Stack(capabilities: capabilities, clock: clock, settleTimeout: .milliseconds(650))
    }

    /// No reports on their way, nothing left to draw, no plan running.
    var isSettled: Bool { callbacks.isEmpty && !needsDraw && stack.planStep == nil }

    /// Runs one random event.
    func step() async {
        let before = stack.routes.map(\.id)
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<25: draw()
        case 25..<45 where !needsDraw: appChange()
        case 45..<60: userGesture()
        case 60..<85: deliverCallback()
        default: await timePasses()
        }
        if stack.routes.map(\.id) != before || stack.routes.map(\.screen) != shown.map(\.screen) {
            needsDraw = needsDraw || stack.routes.map(\.id) != shown.map(\.id)
        }
    }

    /// Runs events until nothing is pending, so that screen and model must agree.
    func settle() async {
        var rounds = 0
        while !isSettled && rounds < 10_000 {
            rounds += 1
            if needsDraw {
                draw()
            } else if !callbacks.isEmpty {
                deliverCallback()
            } else {
                await timePasses()
            }
            if stack.routes.map(\.id) != shown.map(\.id) { needsDraw = true }
        }
    }

    // MARK: - SwiftUI drawing

    private func draw() {
        guard needsDraw else { return }
        needsDraw = false
        let model = stack.routes
        var drawn = model
        let structureChanged = shown.map(\.id) != model.map(\.id)
        if structureChanged, !userTouchedSinceDraw,
            !RoutePlanner.isValidStep(from: shown, to: model, capabilities: stack.capabilities)
        {
            desyncs.append(
                "t=\(now): \(describe(shown)) -> \(describe(model)) in one update; before: \(trace.suffix(8))"
            )
            drawn =
                RoutePlanner.steps(from: shown, to: model, capabilities: stack.capabilities).first
                ?? model
            needsDraw = true
        }
        shown = drawn
        userTouchedSinceDraw = false
        count("draw")
        if let step = stack.planStep, drawn.map(\.id) == model.map(\.id) {
            schedule(
                "settle \(step)", after: Int.random(in: 0...600, using: &rng), copies: true,
                dropRate: 10
            ) {
                [stack] in stack.reportStepSettled(step)
            }
        }
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
        userTouchedSinceDraw = true
        if top.style.isPresentation || Int.random(in: 0..<4, using: &rng) == 0,
            let sheet = shown.last(where: { $0.style.isPresentation })
        {
            // Swipe the topmost sheet down.
            let index = shown.firstIndex { $0.id == sheet.id }!
            let gone = Set(shown[index...].map(\.id))
            shown.removeSubrange(index...)
            count("swipe down")
            schedule(
                "dismissed \(sheet.id)", after: Int.random(in: 0...300, using: &rng), copies: true,
                dropRate: 0
            ) {
                [weak self, stack] in
                if stack.reportDismissal(of: sheet.id) { self?.userReportApplied(gone) }
            }
        } else {
            // Back button, swipe back, or the long-press menu: pop one or more pushes.
            let layerStart = (shown.lastIndex { $0.style.isPresentation }).map { $0 + 1 } ?? 0
            let pushes = shown.count - layerStart
            guard pushes > 0 else { return }
            let popCount = Int.random(in: 1...pushes, using: &rng)
            let gone = Set(shown.suffix(popCount).map(\.id))
            shown.removeLast(popCount)
            let path = shown[layerStart...].map(\.id)
            let layer = layerStart > 0 ? shown[layerStart - 1].id : nil
            count("pop")
            schedule(
                "path \(path)", after: Int.random(in: 0...300, using: &rng), copies: true,
                dropRate: 0
            ) {
                [weak self, stack] in
                if stack.reportPath(path, ofLayerStartedBy: layer) { self?.userReportApplied(gone) }
            }
        }
    }

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
        now = max(now, callback.due)
        withIssueReporters([warnings]) { callback.action() }
        count("callback", detail: callback.name)
    }

    /// Time passes. SwiftUI draws a change within a frame, so a pending draw happens first;
    /// what takes long is the animation, which delays the settle report.
    private func timePasses() async {
        if needsDraw { draw() }
        // Less than the settle timeout, so that at most one fallback fires before the next frame.
        let elapsed = Int.random(in: 10...600, using: &rng)
        now += elapsed
        count("time")
        guard let step = stack.planStep else { return }
        await clock.advance(by: .milliseconds(elapsed))
        for _ in 0..<50 where stack.planStep == step { await Task.yield() }
    }

    private func schedule(
        _ name: String,
        after delay: Int,
        copies: Bool,
        dropRate: Int,
        _ action: @escaping @MainActor () -> Void
    ) {
        guard Int.random(in: 0..<100, using: &rng) >= dropRate else {
            count("dropped")
            return
        }
        order += 1
        callbacks.append(Callback(due: now + delay, order: order, name: name, action: action))
        if copies && Int.random(in: 0..<5, using: &rng) == 0 {
            order += 1
            let late = now + delay + Int.random(in: 0...500, using: &rng)
            callbacks.append(
                Callback(due: late, order: order, name: name + " (again)", action: action))
            count("duplicated")
        }
    }

    /// A user report reached the stack and was applied. A late one may remove more than one update
    /// can draw on old platforms; the user left those screens already, so it is not a desync.
    private func userReportApplied(_ gone: Set<RouteID>) {
        removedByUser.formUnion(gone)
        userTouchedSinceDraw = true
        count("user report applied")
    }

    private func fresh() -> Int {
        nextScreen += 1
        return nextScreen
    }

    private func count(_ key: String, detail: String = "") {
        counts[key, default: 0] += 1
        trace.append(
            "\(key) \(detail)@\(now) model \(describe(stack.routes)) shown \(describe(shown)) step \(stack.planStep.map(\.description) ?? "-")"
        )
        if trace.count > 40 { trace.removeFirst(20) }
    }

    private func describe(_ routes: [Route<Int>]) -> String {
        "["
            + routes.map { "\($0.style.isPresentation ? "^" : "")\($0.screen)" }.joined(
                separator: " ") + "]"
    }
}
