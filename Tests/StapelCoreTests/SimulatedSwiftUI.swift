import Clocks
import IssueReporting

@testable import StapelCore

/// A stand-in for SwiftUI that drives a `Stack` the way SwiftUI does, with hostile timing.
///
/// - It draws the stack's routes some time after they change, and reports each drawn plan step
///   back, late, twice, or never.
/// - The user pops and swipes sheets down on what is drawn, at any moment; the reports reach the
///   stack late, twice, or out of order.
/// - An update that SwiftUI could not draw in one go (two presentations, a presentation while
///   dismissing, …) is a desync: like SwiftUI, it draws only the first step of it.
/// - Transitions take time (350 ms for a push or pop, 500 ms for a presentation or dismissal).
///   As UIKit does, a presentation asked for while another presentation or dismissal is in
///   transition is dropped, and stays dropped for that item; the stack must notice (the screen
///   never appears) and ask again with a new item.
/// - Each drawn plan step is reported, and each screen hidden by a transition reports its
///   disappearance when the transition ends; each presented screen reports its appearance.
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
    /// Until when a presentation or dismissal is in transition.
    private var presentationBusyUntil = 0
    /// The attempt each shown presentation was presented with.
    private var shownAttempts: [RouteID: Int] = [:]
    /// Presentations UIKit dropped, by route and attempt: not tried again.
    private var dropped = Set<PresentationAttempt>()

    struct PresentationAttempt: Hashable {
        let id: RouteID
        let attempt: Int
    }

    init(seed: UInt64, capabilities: PlatformCapabilities) {
        rng = SplitMix64(seed: seed)
        clock = TestClock()
        stack = Stack(capabilities: capabilities, clock: clock, settleTimeout: .milliseconds(650))
    }

    /// No reports on their way, nothing left to draw, no plan running, and no presentation
    /// the stack still waits to see.
    var isSettled: Bool {
        callbacks.isEmpty && !needsDraw && stack.planStep == nil
            && stack.presentationWatches.isEmpty
    }

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
            let before = shown.map(\.id)
            if needsDraw, draw(), shown.map(\.id) != before || !needsDraw {
                // Drawn.
            } else if !callbacks.isEmpty {
                deliverCallback()
            } else {
                await timePasses()
            }
            if stack.routes.map(\.id) != shown.map(\.id) { needsDraw = true }
        }
    }

    // MARK: - SwiftUI drawing

    /// Draws the model, as SwiftUI does in an update; returns whether there was anything to
    /// draw.
    @discardableResult
    private func draw() -> Bool {
        guard needsDraw else { return false }
        needsDraw = false
        let model = stack.routes
        var target = model
        // UIKit: a presentation asked for while another presentation or dismissal is in
        // transition is dropped, and the first new presentation of this update starts one.
        let shownIDs = Set(shown.map(\.id))
        var busy = now < presentationBusyUntil
        for (index, route) in target.enumerated()
        where route.style.isPresentation
            && (!shownIDs.contains(route.id) || shownAttempts[route.id] != attempt(of: route.id))
        {
            let asked = PresentationAttempt(id: route.id, attempt: attempt(of: route.id))
            if dropped.contains(asked) || busy {
                if dropped.insert(asked).inserted { count("dropped presentation") }
                target = Array(target[..<index])
                break
            }
            busy = true
        }
        var drawn = target
        let structureChanged = shown.map(\.id) != target.map(\.id)
        if structureChanged, !userTouchedSinceDraw,
            !RoutePlanner.isValidStep(
                from: shown, to: withoutInitialContent(of: target, after: shown),
                capabilities: stack.capabilities)
        {
            desyncs.append(
                "t=\(now): \(describe(shown)) -> \(describe(target)) in one update; before: \(trace.suffix(8))"
            )
            drawn =
                RoutePlanner.steps(from: shown, to: target, capabilities: stack.capabilities).first
                ?? target
        }
        let appeared = startTransitions(from: shown, to: drawn)
        shown = drawn
        needsDraw = drawn.map(\.id) != model.map(\.id)
        userTouchedSinceDraw = false
        count("draw")
        for id in appeared { stack.reportScreenAppeared(.route(id)) }
        if let step = stack.planStep, drawn.map(\.id) == model.map(\.id) {
            schedule(
                "drawn \(step)", after: Int.random(in: 0...30, using: &rng), copies: true,
                dropRate: 10
            ) {
                [stack] in stack.reportStepDrawn(step)
            }
        }
        return true
    }

    /// The transitions an update starts: presentations and dismissals keep the window busy;
    /// presented screens report their appearance at once, hidden screens their disappearance
    /// when the transition ends.
    @discardableResult
    private func startTransitions(from old: [Route<Int>], to new: [Route<Int>]) -> [RouteID] {
        let oldIDs = Set(old.map(\.id))
        let newIDs = Set(new.map(\.id))
        let presented = new.filter {
            $0.style.isPresentation
                && (!oldIDs.contains($0.id) || shownAttempts[$0.id] != attempt(of: $0.id))
        }
        let dismissed = old.filter { $0.style.isPresentation && !newIDs.contains($0.id) }
        var appeared: [RouteID] = []
        for route in presented {
            shownAttempts[route.id] = attempt(of: route.id)
            // `onAppear` comes in the run-loop turn of the update that presents.
            appeared.append(route.id)
        }
        for route in dismissed { shownAttempts[route.id] = nil }
        let modal = !presented.isEmpty || !dismissed.isEmpty
        if modal { presentationBusyUntil = now + 500 }
        let duration = modal ? 500 : 350
        for screen in Set(Self.topScreens(old)).subtracting(Self.topScreens(new)) {
            schedule(
                "disappeared \(screen)", after: duration + Int.random(in: 0...40, using: &rng),
                copies: true, dropRate: 5
            ) {
                [stack] in stack.reportScreenDisappeared(screen)
            }
        }
        return appeared
    }

    /// A route list without the pushes inside presentations that are new to the screen: a
    /// sheet or cover comes in with its navigation's path already in place, in one update.
    private func withoutInitialContent(of target: [Route<Int>], after shown: [Route<Int>])
        -> [Route<Int>]
    {
        let shownIDs = Set(shown.map(\.id))
        var result: [Route<Int>] = []
        var insideNewPresentation = false
        for route in target {
            if route.style.isPresentation {
                insideNewPresentation = !shownIDs.contains(route.id)
                result.append(route)
            } else if !insideNewPresentation || shownIDs.contains(route.id) {
                result.append(route)
            }
        }
        return result
    }

    /// The attempt the stack asks for a presented route with.
    private func attempt(of id: RouteID) -> Int {
        stack.layers.first { $0.presentedID == id }?.presentationAttempt ?? 0
    }

    /// The screen on top of every layer of a route list.
    static func topScreens(_ routes: [Route<Int>]) -> [PusherID] {
        var tops: [PusherID] = [.root]
        for route in routes {
            if route.style.isPresentation {
                tops.append(.route(route.id))
            } else {
                tops[tops.count - 1] = .route(route.id)
            }
        }
        return tops
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
            for id in gone { shownAttempts[id] = nil }
            presentationBusyUntil = now + 500
            count("swipe down")
            schedule(
                "dismissed \(sheet.id)", after: 500 + Int.random(in: 0...300, using: &rng),
                copies: true, dropRate: 0
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
                "path \(path)", after: 350 + Int.random(in: 0...300, using: &rng), copies: true,
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
        let step = stack.planStep
        let attempts = stack.layers.map(\.presentationAttempt)
        await clock.advance(by: .milliseconds(elapsed))
        for _ in 0..<50 where stack.planStep == step && stack.layers.map(\.presentationAttempt) == attempts {
            await Task.yield()
        }
        if stack.layers.map(\.presentationAttempt) != attempts {
            count("presentation asked again")
            needsDraw = true
        }
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
