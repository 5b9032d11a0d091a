// libFuzzer harness for planning and reconciliation: the model-based test of
// Tests/StapelCoreTests/Reconciliation/SimulationTests.swift, driven by bytes instead of a random generator.
//
// The first byte picks the platform capabilities. Each next byte is an event, with its
// parameters in the bytes after it:
// - the app changes the stack: push, present, pop, dismiss, dismiss all, go back, or setRoutes
//   with a route list decoded from the bytes (fresh routes, routes kept from the stack, and
//   routes that reuse identifiers seen before, in any style: lists that can't stand on a stack
//   are part of the game);
// - a simulated SwiftUI draws the model, and reports each drawn plan step settled, late, twice,
//   or never;
// - the user pops and swipes sheets down on what is drawn, and the reports arrive late, twice or
//   out of order;
// - hostile reports: paths, dismissals and settled steps made up from the bytes;
// - time passes, and the plan's fallback fires.
//
// After every event it checks what the model-based test and the planner's property tests check:
// the stack's invariants (a valid route list, and layers, entries and queries that agree with
// it); every step a plan applies fits in one update for the capabilities; a completed change
// shows its target; a list that can't stand on a stack changes nothing; a route the user removed
// never comes back unless the app asks for it again; and what the UI draws is always one update
// from what it showed, unless the user just acted. At the end, once everything has settled, the
// screen and the model agree, and the stack is released.
//
// libFuzzer's own leak check is off for this harness: it re-runs under LeakSanitizer every input
// that ends with more allocations than frees, and the main actor's queue frees some of an
// input's tasks during the next one, which made the harness ten times slower. The harness checks
// instead that each input's stack is released, and LeakSanitizer still checks the whole process
// when the run ends.
// Inputs are cut at 512 bytes and 128 events, and the app adds nothing to a stack of 16 routes or
// more: longer runs and deeper stacks add little but time.
// libFuzzer flags: -detect_leaks=0 -max_len=512
import Foundation
import IssueReporting

/// The clock of the harness's stacks: a fallback never fires by itself; the harness fires it
/// when time passes.
struct NoClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    var now: Instant { Instant(offset: .zero) }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        throw CancellationError()
    }
}

/// The input, read a byte at a time; past the end, every read is `nil` or zero.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func int(below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() ?? 0) % bound
    }

    mutating func bool() -> Bool { int(below: 2) == 1 }
}

/// Stops the fuzzer with what went wrong; replaying the input shows how it came to that.
func fail(_ message: @autoclosure () -> String, _ trace: [String]) -> Never {
    fatalError("\(message())\nlast events: \(trace.suffix(12).joined(separator: ", "))")
}

/// What a running plan is checked against.
struct PlanTracking {
    /// The routes before the next step: the start of the plan, then each step.
    var beforeStep: [Route<Int>] = []
    /// The routes the plan's steps removed: no later step may bring one back, unless the target
    /// has it above the start it shares with the routes before the plan (the plan goes back to
    /// that common start, then forward).
    var removed = Set<RouteID>()
    var moved = Set<RouteID>()
    var start: [Route<Int>] = []
    var target: [Route<Int>] = []
}

@MainActor
final class Simulation {
    /// The depth from which the app adds no more routes.
    static let maximumDepth = 16

    let stack: Stack<Int>
    var input: ByteReader
    /// What the simulated SwiftUI shows.
    var shown: [Route<Int>] = []
    var needsDraw = false
    var userTouchedSinceDraw = false
    /// Reports on their way to the stack.
    var callbacks: [(name: String, action: @MainActor () -> Void)] = []
    var removedByUser = Set<RouteID>()
    var seen: [RouteID] = []
    var seenSet = Set<RouteID>()
    var lastOnStack = Set<RouteID>()
    var trace: [String] = []
    var nextScreen = 0
    /// The running setRoutes change, its target, and whether its end was checked.
    var change: StackChange?
    var target: [Route<Int>] = []
    var checkedCompletion = true
    /// What the running plan is checked against.
    var plan = PlanTracking()
    var subscription: EventSubscription?

    init(capabilities: PlatformCapabilities, input: ByteReader) {
        stack = Stack(capabilities: capabilities, clock: NoClock(), settleTimeout: .seconds(1))
        self.input = input
        subscription = stack.onEvent { [weak self] event in self?.observe(event) }
    }

    // MARK: - Events

    func run() {
        var events = 0
        while let event = input.next(), events < 128 {
            events += 1
            let before = stack.routes.map(\.id)
            switch event % 16 {
            case 0...2: draw()
            case 3...5: appChange()
            case 6, 7: userGesture()
            case 8...10: deliverCallback()
            case 11: dropCallback()
            case 12: timePasses()
            case 13: hostileReport()
            case 14: setRoutes(decodedRoutes())
            default: setRoutes(keptAndFreshRoutes())
            }
            if stack.routes.map(\.id) != before || stack.routes.map(\.id) != shown.map(\.id) {
                needsDraw = needsDraw || stack.routes.map(\.id) != shown.map(\.id)
            }
            check()
        }
        settle()
        check()
        guard stack.planStep == nil, callbacks.isEmpty, !needsDraw else {
            fail("did not settle", trace)
        }
        guard shown.map(\.id) == stack.routes.map(\.id) else {
            fail("screen \(describe(shown)) and model \(describe(stack.routes)) disagree", trace)
        }
    }

    func draw() {
        guard needsDraw else { return }
        needsDraw = false
        let model = stack.routes
        if shown.map(\.id) != model.map(\.id), !userTouchedSinceDraw,
            !RoutePlanner.isValidStep(from: shown, to: model, capabilities: stack.capabilities)
        {
            fail("desync: \(describe(shown)) -> \(describe(model)) in one update", trace)
        }
        shown = model
        userTouchedSinceDraw = false
        note("draw")
        if let step = stack.planStep {
            schedule("settle \(step)") { [stack] in stack.reportStepSettled(step) }
        }
    }

    func appChange() {
        let kind = input.int(below: 8)
        let flag = input.bool()
        let count = input.int(below: 5)
        guard !needsDraw else {
            // The app changes the stack once per update, as the model-based test's app does.
            draw()
            return
        }
        let previousPlan = startPlan()
        let routesBefore = stack.routes
        let stepBefore = stack.planStep
        let full = routesBefore.count >= Self.maximumDepth
        switch kind {
        case 0,
            1 where full, 2 where full, 3 where full:
            stack.pop(count)
        case 1: stack.push(fresh())
        case 2: stack.present(fresh(), style: .sheet(withNavigation: flag))
        case 3: stack.present(fresh(), style: .fullScreenCover(withNavigation: true))
        case 4: stack.pop(count)
        case 5: stack.dismiss()
        case 6: stack.dismissAll()
        default: stack.goBack(count)
        }
        note("app change")
        if stack.routes == routesBefore && stack.planStep == stepBefore {
            // Nothing changed (a pop with nothing to pop, say): the running plan goes on.
            plan = previousPlan
        }
    }

    func setRoutes(_ routes: [Route<Int>]) {
        guard !needsDraw else {
            draw()
            return
        }
        let before = stack.routes
        let previousPlan = startPlan(target: routes)
        let change = stack.setRoutes(routes, animated: input.bool())
        note("setRoutes")
        if case .rejected(let error)? = change.outcomeIfEnded {
            // Nothing changed: the running plan goes on.
            plan = previousPlan
            guard RouteListError.firstError(in: routes) != nil || isStyleChange(routes, before)
            else { fail("setRoutes rejected a list that can stand: \(error)", trace) }
            guard stack.routes == before else {
                fail("a rejected setRoutes changed the stack", trace)
            }
            return
        }
        guard RouteListError.firstError(in: routes) == nil else {
            fail("setRoutes accepted an invalid list", trace)
        }
        // The app asks for these routes: a route the user removed may come back now.
        removedByUser.subtract(routes.map(\.id))
        self.change = change
        target = routes
        checkedCompletion = false
        if change.stepCount == 1 {
            checkStep(from: before)
        }
    }

    func userGesture() {
        let swipe = input.int(below: 4) == 0
        let pick = input.int(below: 256)
        guard let top = shown.last else { return }
        userTouchedSinceDraw = true
        if top.style.isPresentation || swipe, let sheet = shown.last(where: \.style.isPresentation)
        {
            let index = shown.firstIndex { $0.id == sheet.id }!
            shown.removeSubrange(index...)
            note("user swipes down")
            schedule("dismissed \(sheet.id)") { [weak self] in
                self?.applyUserReport { $0.reportDismissal(of: sheet.id) }
            }
        } else {
            let layerStart = (shown.lastIndex { $0.style.isPresentation }).map { $0 + 1 } ?? 0
            let pushes = shown.count - layerStart
            guard pushes > 0 else { return }
            shown.removeLast(1 + pick % pushes)
            let path = shown[layerStart...].map(\.id)
            let layer = layerStart > 0 ? shown[layerStart - 1].id : nil
            note("user pops")
            schedule("path \(path)") { [weak self] in
                self?.applyUserReport { $0.reportPath(path, ofLayerStartedBy: layer) }
            }
        }
    }

    func deliverCallback() {
        let pick = input.int(below: 256)
        guard !callbacks.isEmpty else { return }
        // Mostly the oldest, sometimes any: reports arrive out of order.
        let index = pick < 192 ? 0 : pick % callbacks.count
        let callback = callbacks.remove(at: index)
        note("deliver report")
        callback.action()
    }

    func dropCallback() {
        let pick = input.int(below: 256)
        guard !callbacks.isEmpty else { return }
        callbacks.remove(at: pick % callbacks.count)
        note("drop report")
    }

    /// Time passes: SwiftUI draws within a frame, then the plan's fallback fires.
    func timePasses() {
        if needsDraw { draw() }
        guard let step = stack.planStep else { return }
        note("fallback")
        stack.reportStepSettled(step)
    }

    /// A report made up from the bytes: a stale, duplicated or invented path, dismissal or step.
    func hostileReport() {
        let kind = input.int(below: 3)
        switch kind {
        case 0:
            let path = (0..<input.int(below: 5)).map { _ in pickSeenID() }.compactMap { $0 }
            let layer = input.bool() ? pickSeenID() : nil
            note("hostile path")
            applyUserReport { $0.reportPath(path, ofLayerStartedBy: layer) }
        case 1:
            guard let id = pickSeenID() else { return }
            note("hostile dismissal")
            applyUserReport { $0.reportDismissal(of: id) }
        default:
            let current = stack.planStep
            let step = StackChange.Step(
                planID: (current?.planID ?? 0) &+ UInt64(input.int(below: 3)) &- 1,
                index: input.int(below: 6) - 1, count: input.int(below: 6) - 1)
            // A report of the current step is what the UI sends once it has drawn the step;
            // made up, it would let the stack run ahead of the screen. Only stale ones here.
            guard step != current else { return }
            note("hostile settle")
            stack.reportStepSettled(step)
        }
    }

    func settle() {
        var rounds = 0
        while rounds < 10_000 {
            rounds += 1
            if stack.routes.map(\.id) != shown.map(\.id) { needsDraw = true }
            if needsDraw {
                draw()
            } else if !callbacks.isEmpty {
                callbacks.removeFirst().action()
            } else if stack.planStep != nil {
                timePasses()
            } else {
                return
            }
            check()
        }
    }

    // MARK: - Reports

    func schedule(_ name: String, _ action: @escaping @MainActor () -> Void) {
        callbacks.append((name, action))
        if input.int(below: 5) == 0 { callbacks.append((name + " (again)", action)) }
    }

    func applyUserReport(_ report: (Stack<Int>) -> Bool) {
        let before = Set(stack.routes.map(\.id))
        guard report(stack) else { return }
        removedByUser.formUnion(before.subtracting(stack.routes.map(\.id)))
        userTouchedSinceDraw = true
        note("user report applied")
    }

    // MARK: - Route lists

    func fresh() -> Int {
        nextScreen += 1
        return nextScreen
    }

    func pickSeenID() -> RouteID? {
        guard !seen.isEmpty else { return nil }
        return seen[seen.count - 1 - input.int(below: min(seen.count, 64))]
    }

    func style(_ code: Int) -> RouteStyle {
        switch code % 5 {
        case 0, 1: .push
        case 2: .sheet(withNavigation: code % 10 < 5)
        case 3: .fullScreenCover(withNavigation: code % 10 < 5)
        default: .popover(withNavigation: code % 10 < 5)
        }
    }

    /// A deep link, as the model-based test makes them: part of the current routes (some with new
    /// screens or names), then new pushes and presentations.
    func keptAndFreshRoutes() -> [Route<Int>] {
        var routes = Array(stack.routes.prefix(input.int(below: stack.routes.count + 1)))
        for index in routes.indices where input.int(below: 8) == 0 {
            routes[index].screen = fresh()
            routes[index].name = input.bool() ? "edited" : nil
        }
        for _ in 0..<max(0, min(input.int(below: 6), Self.maximumDepth - routes.count)) {
            let navigates = routes.last { $0.style.isPresentation }?.style.hasNavigation ?? true
            var style = style(input.int(below: 256))
            if style == .push && !navigates { style = .sheet(withNavigation: true) }
            routes.append(Route(fresh(), style: style))
        }
        return routes
    }

    /// Any route list: fresh routes, and routes that reuse identifiers seen before, in any style.
    func decodedRoutes() -> [Route<Int>] {
        (0..<input.int(below: 9)).map { _ in
            let code = input.int(below: 256)
            let name = code % 7 == 0 ? "n\(code % 3)" : nil
            let style = style(input.int(below: 256))
            if code % 3 == 0, let id = pickSeenID() {
                // Mostly in the style the stack knows it by, sometimes in another.
                let known = stack.route(for: id)?.style
                return Route(
                    fresh(), style: code % 2 == 0 ? known ?? style : style, name: name, id: id)
            }
            return Route(fresh(), style: style, name: name)
        }
    }

    func isStyleChange(_ routes: [Route<Int>], _ current: [Route<Int>]) -> Bool {
        routes.contains { route in current.contains { $0.id == route.id && $0.style != route.style }
        }
    }

    // MARK: - Checks

    func observe(_ event: StackEvent<Int>) {
        if case .planStepApplied = event { checkStep(from: plan.beforeStep) }
    }

    /// The app is about to change the stack, perhaps with a plan. Returns what the running plan
    /// was checked against, to go back to if the change turns out to change nothing.
    func startPlan(target: [Route<Int>] = []) -> PlanTracking {
        let previous = plan
        let before = stack.routes
        // Routes above the common start of the two lists are removed and added again.
        var common = 0
        while common < min(before.count, target.count), before[common].id == target[common].id {
            common += 1
        }
        plan = PlanTracking(
            beforeStep: before, moved: Set(target.dropFirst(common).map(\.id)), start: before,
            target: target)
        return previous
    }

    /// A plan step fits in one update, from the routes before it, and brings back no route an
    /// earlier step of the plan removed.
    func checkStep(from before: [Route<Int>]) {
        let after = stack.routes
        guard !sameRoutes(before, after) else {
            plan.beforeStep = after
            return
        }
        guard RoutePlanner.isValidStep(from: before, to: after, capabilities: stack.capabilities)
        else {
            fail(
                "a plan step does not fit in one update: \(describe(before)) -> \(describe(after))",
                trace)
        }
        if let back = after.first(where: {
            plan.removed.contains($0.id) && !plan.moved.contains($0.id)
        }) {
            fail(
                "a plan step \(describe(before)) -> \(describe(after)) brought back \(back.id), "
                    + "removed by an earlier step, on the way from \(describe(plan.start)) to "
                    + describe(plan.target), trace)
        }
        plan.removed.formUnion(Set(before.map(\.id)).subtracting(after.map(\.id)))
        plan.beforeStep = after
    }

    func check() {
        let routes = stack.routes
        if let error = RouteListError.firstError(in: routes) {
            fail("invalid routes: \(error)", trace)
        }
        for route in routes where seenSet.insert(route.id).inserted { seen.append(route.id) }
        // Layers, entries and queries agree with the routes.
        var layer = stack.baseLayer
        var path: [RouteID] = []
        for route in routes {
            guard stack.entry(for: route.id)?.route == route, stack.contains(route.id) else {
                fail("no entry for \(route.id)", trace)
            }
            if route.style.isPresentation {
                guard layer.path == path, layer.presentedID == route.id,
                    let next = stack.layer(startedBy: route.id),
                    next.hasNavigation == route.style.hasNavigation
                else { fail("the layer below \(route.id) disagrees with the routes", trace) }
                layer = next
                path = []
            } else {
                path.append(route.id)
            }
        }
        guard layer.path == path, layer.presentedID == nil else {
            fail("the top layer disagrees with the routes", trace)
        }
        let onStack = Set(routes.map(\.id))
        for id in lastOnStack where !onStack.contains(id) && stack.contains(id) {
            fail("\(id) is gone but the stack still knows it", trace)
        }
        lastOnStack = onStack
        guard stack.canPop == (stack.top?.style == .push), stack.canGoBack == !routes.isEmpty,
            stack.depth == routes.count
        else { fail("queries disagree with the routes", trace) }
        // A route the user removed comes back only when the app asks for it.
        if let back = routes.first(where: { removedByUser.contains($0.id) })?.id {
            fail("\(back), removed by the user, came back", trace)
        }
        // A completed change shows its target.
        if !checkedCompletion, let change, let outcome = change.outcomeIfEnded {
            checkedCompletion = true
            if outcome == .completed {
                guard routes.map(\.id) == target.map(\.id),
                    routes.map(\.style) == target.map(\.style),
                    routes.map(\.screen) == target.map(\.screen),
                    routes.map(\.name) == target.map(\.name)
                else {
                    fail(
                        "a completed change shows \(describe(routes)), not \(describe(target))",
                        trace)
                }
            }
        }
    }

    /// Records an event by name, cheaply, for the failure message.
    func note(_ name: StaticString) {
        trace.append("\(name)@\(input.index)")
        if trace.count > 64 { trace.removeFirst(32) }
    }

    func describe(_ routes: [Route<Int>]) -> String {
        "["
            + routes.map { "\($0.style.isPresentation ? "^" : "")\($0.id.rawValue)" }.joined(
                separator: " ")
            + "]"
    }
}

/// Whether two lists hold the same routes: identifiers, screens and names.
func sameRoutes(_ lhs: [Route<Int>], _ rhs: [Route<Int>]) -> Bool {
    lhs.map(\.id) == rhs.map(\.id) && lhs.map(\.screen) == rhs.map(\.screen)
        && lhs.map(\.name) == rhs.map(\.name)
}

let capabilitySets: [PlatformCapabilities] = [
    .oneChangePerUpdate, .navigationStack,
    PlatformCapabilities(multiplePushesPerUpdate: true, multipleDismissalsPerUpdate: false),
    PlatformCapabilities(multiplePushesPerUpdate: false, multipleDismissalsPerUpdate: true),
]

/// libFuzzer's entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let address = UInt(bitPattern: bytes)
    MainActor.assumeIsolated {
        let buffer = UnsafeBufferPointer(
            start: UnsafePointer<UInt8>(bitPattern: address), count: size)
        var input = ByteReader(bytes: buffer)
        let capabilities = capabilitySets[input.int(below: capabilitySets.count)]
        withIssueReporters([]) {
            weak var released: Stack<Int>?
            do {
                let simulation = Simulation(capabilities: capabilities, input: input)
                released = simulation.stack
                simulation.run()
            }
            guard released == nil else { fatalError("the stack outlived its simulation") }
        }
    }
    // Run the main actor's queued jobs (the plans' cancelled fallback tasks).
    RunLoop.main.run(until: Date())
    return 0
}
