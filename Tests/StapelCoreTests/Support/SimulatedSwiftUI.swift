import IssueReporting
@_spi(StapelUI) import StapelCore
import StapelTesting
import Testing

/// A hostile driver around StapelTesting's `NavigationSimulator`: random app changes, random
/// user gestures at any moment, and every report SwiftUI sends delivered late, twice, out of
/// order, or (for the draw and disappearance reports) never.
///
/// The simulator itself models SwiftUI and UIKit: transitions take time, a presentation asked
/// for during another presentation or dismissal is dropped, and an update that SwiftUI could
/// not draw in one go is recorded as a desync.
///
/// Half the runs draw the stack in Stapel's custom container instead of a navigation stack:
/// covered screens stay alive, so instead of disappearing they are reported hidden by the
/// container as soon as an update covers them, and the user swipes back through the core's
/// `SwipeBackGesture` over several events. A drag may start away from the edge, on the root or
/// on a screen that opted out, spring back, or be cancelled by a change drawn under it; a
/// completed swipe pops one screen and reports the path it leaves.
///
/// The app asks questions too: an alert or a confirmation dialog now and then, from code or at
/// the end of a deep link. The user answers it with a button that pushes a new screen, with
/// one that does nothing, or without a button; nothing else can be touched while it is up.
///
/// And some screens guard leaving: once guarded, a screen always allows, always refuses, or
/// always asks with a confirmation dialog, whose "Discard" lets the change go on. A screen that
/// refuses must never leave, whoever asks.
@MainActor
final class SimulatedSwiftUI {
    /// What draws the stack.
    enum Container: String {
        /// Apple's navigation stack: the back button, swipe and long-press menu pop.
        case navigationStack
        /// Stapel's custom container.
        case custom
    }

    struct Callback {
        let due: Duration
        let order: Int
        let name: String
        let send: () -> Void
    }

    let simulator: NavigationSimulator<Int>
    let container: Container
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
    /// Warnings of the stack's timers, and how many have been looked at.
    private let timerWarnings = WarningRecorder()
    private var checkedTimerWarnings = 0
    /// The custom container's swipe back, the layer it began on, and the screens that opted out.
    private var swipe = SwipeBackGesture()
    private var swipeLayer: RouteID?
    private let optOuts = SwipeBackOptOuts()
    private let width = 390.0
    /// What each guarded route's guard decides, set once.
    private var guards: [RouteID: GuardPolicy] = [:]
    /// Removals of a route whose guard refuses: each one a failure.
    private(set) var guardViolations: [String] = []
    private var guardWatch: EventSubscription?

    /// What a guard decides, every time it is asked.
    enum GuardPolicy: CaseIterable {
        case allow, refuse, ask
    }

    /// Whether the user can touch the stack's screens: a split view's detail column off screen
    /// cannot be touched.
    var allowsUserGestures = true

    init(seed: UInt64, capabilities: PlatformCapabilities, container: Container = .navigationStack)
    {
        rng = SplitMix64(seed: seed)
        self.container = container
        simulator = NavigationSimulator(
            capabilities: capabilities, settleTimeout: .milliseconds(650))
        simulator.drawsSystemBackButton = container == .navigationStack
        let stack = simulator.stack
        stack.setAlerts { screen -> AlertContent<Int>? in
            guard screen < Self.guardQuestions else {
                return AlertContent(
                    "Discard \(screen)?", buttons: [.allowingLeave("Discard"), .cancel("Keep")])
            }
            return AlertContent(
                "Question \(screen)",
                buttons: [AlertContent.Button("Open", action: screen + 1_000_000), .cancel()])
        } perform: { [weak stack] screen in
            stack?.push(screen)
        }
        guardWatch = stack.onEvent { [weak self] event in
            let removed: [Route<Int>]
            switch event {
            case .popped(let routes), .dismissed(let routes), .poppedByUser(let routes),
                .dismissedByUser(let routes):
                removed = routes
            default: return
            }
            guard let self else { return }
            for route in removed where guards[route.id] == .refuse {
                guardViolations.append("\(route.screen) left while its guard refuses")
            }
        }
    }

    /// The screens of the guards' questions start here.
    static let guardQuestions = 2_000_000

    /// Guards a random route on the stack that has no guard yet, with a random policy.
    private func guardRandomRoute() {
        let candidates = stack.routes.filter { !$0.style.isAlert && guards[$0.id] == nil }
        guard let route = candidates.randomElement(using: &rng),
            let policy = GuardPolicy.allCases.randomElement(using: &rng)
        else { return }
        guards[route.id] = policy
        stack.setLeaveGuard(
            { [weak self] in self?.decide(policy) ?? .allow }, for: route.id)
        count("guard \(policy)")
    }

    /// A guard's decision, counted.
    private func decide(_ policy: GuardPolicy) -> LeaveDecision<Int> {
        count("guard asked")
        switch policy {
        case .allow: return .allow
        case .refuse: return .refuse
        case .ask: return .ask(.confirmationDialog(Self.guardQuestions + fresh()))
        }
    }

    /// No reports on their way, the screen shows the model, nothing pending.
    var isSettled: Bool { callbacks.isEmpty && simulator.isSettled }

    /// Runs one random event. The stack's timers started during it report their warnings to
    /// `timerWarnings`; see `checkTimerWarnings()`.
    func step() async {
        await withIssueReporters([timerWarnings]) { await randomEvent() }
        checkTimerWarnings()
    }

    /// Counts a presentation the stack gave up asking for, and fails on any other warning of a
    /// timer.
    ///
    /// A presentation over a sheet the user has swiped away never appears until the stack hears
    /// of the swipe. SwiftUI reports a swipe when its dismissal ends; this driver may hold the
    /// report back for seconds, longer than the stack's retries last, so the stack may give up
    /// on such a presentation with its warning. Screen and model must still agree once settled.
    private func checkTimerWarnings() {
        let messages = timerWarnings.messages
        for message in messages[checkedTimerWarnings...] {
            if message.contains("never appeared on screen") {
                count("presentation given up")
            } else {
                Issue.record("a timer warned: \(message)")
            }
        }
        checkedTimerWarnings = messages.count
    }

    private func randomEvent() async {
        // A finger on the custom container moves on quickly, between the other events.
        let swiping = swipe.phase != .idle && Bool.random(using: &rng) && allowsUserGestures
        switch swiping ? -1 : Int.random(in: 0..<100, using: &rng) {
        case -1: swipeBack()
        case 0..<25: draw()
        case 25..<45 where !simulator.needsUpdate: appChange()
        case 45..<60 where allowsUserGestures: userGesture()
        case 60..<85: deliverCallback()
        default: await timePasses()
        }
    }

    /// Lets some time pass, as between two events.
    func letTimePass() async {
        await withIssueReporters([timerWarnings]) { await timePasses() }
        checkTimerWarnings()
    }

    /// Draws a pending change, as SwiftUI does within a frame.
    func drawIfNeeded() {
        draw()
    }

    /// Runs events until nothing is pending, so that screen and model must agree.
    func settle() async {
        await withIssueReporters([timerWarnings]) { await settleUnscoped() }
        checkTimerWarnings()
    }

    private func settleUnscoped() async {
        // The finger lifts.
        while swipe.phase != .idle { swipeBack() }
        var rounds = 0
        while !isSettled && rounds < 10_000 {
            rounds += 1
            if simulator.needsUpdate, update() {
                // Drawn.
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
        update()
        count("draw")
    }

    /// One SwiftUI update and the reports it sends. In the custom container, a screen the update
    /// covers does not disappear: the container reports it hidden at once.
    @discardableResult
    private func update() -> Bool {
        let before = shown
        let changed = simulator.update()
        var reports = simulator.takeReports().map {
            (name: $0.name, due: $0.due, send: $0.send)
        }
        if container == .custom {
            let covered = Set(ScreenSlot.topScreens(of: before)).subtracting(
                ScreenSlot.topScreens(of: shown)
            )
            .filter { screen in
                guard case .route(let id) = screen else { return true }
                return shown.contains { $0.id == id }
            }
            reports.removeAll { report in
                covered.contains { report.name == "disappeared \($0)" }
            }
            for screen in covered.sorted(by: { "\($0)" < "\($1)" }) {
                reports.append(
                    (
                        name: "hidden \(screen)", due: simulator.now,
                        send: { [stack] in stack.reportScreen(screen, isHidden: true) }
                    ))
            }
            containerDrew(over: before)
        }
        for report in reports { deliverLate(report) }
        return changed
    }

    /// Schedules a report late, sometimes twice, sometimes not at all (a draw, disappearance or
    /// hidden report; `onAppear` and user reports always come).
    private func deliverLate(
        _ report: (name: String, due: Duration, send: () -> Void)
    ) {
        let dropRate = report.name.hasPrefix("the user") ? 0 : 5
        guard Int.random(in: 0..<100, using: &rng) >= dropRate else {
            count("dropped")
            return
        }
        schedule(
            report.name, due: report.due + .milliseconds(Int.random(in: 0...200, using: &rng)),
            report.send)
        if Int.random(in: 0..<5, using: &rng) == 0 {
            schedule(
                report.name, due: report.due + .milliseconds(Int.random(in: 0...600, using: &rng)),
                report.send)
            count("duplicated")
        }
    }

    private func schedule(_ report: SimulatedReport, lateness: Duration) {
        schedule(report.name, due: report.due + lateness, report.send)
    }

    private func schedule(_ name: String, due: Duration, _ send: @escaping () -> Void) {
        order += 1
        callbacks.append(Callback(due: due, order: order, name: name, send: send))
    }

    // MARK: - The app

    private func appChange() {
        count("app")
        withIssueReporters([warnings]) {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1: stack.push(fresh())
            case 2: stack.present(fresh(), style: .sheet(withNavigation: .random(using: &rng)))
            case 3:
                let navigates = Bool.random(using: &rng)
                let styles: [RouteStyle] = [
                    .fullScreenCover(withNavigation: true), .popover(withNavigation: navigates),
                    .inspector(withNavigation: navigates),
                ]
                stack.present(fresh(), style: styles.randomElement(using: &rng)!)
            case 4: stack.pop()
            case 5: stack.dismissAll()
            case 6: stack.goBack(Int.random(in: 1...4, using: &rng))
            case 7 where Int.random(in: 0..<3, using: &rng) == 0:
                stack.present(
                    fresh(), style: Bool.random(using: &rng) ? .alert : .confirmationDialog)
                count("app asks")
            case 7 where Int.random(in: 0..<2, using: &rng) == 0: guardRandomRoute()
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
                let navigation = Bool.random(using: &rng)
                routes.append(
                    Bool.random(using: &rng)
                        ? .sheet(fresh(), withNavigation: navigation)
                        : .popover(fresh(), withNavigation: navigation))
            } else {
                routes.append(.fullScreenCover(fresh(), withNavigation: true))
            }
        }
        if Int.random(in: 0..<8, using: &rng) == 0 {
            routes.append(.alert(fresh()))
        }
        return routes
    }

    // MARK: - The user

    private func userGesture() {
        guard let top = shown.last else {
            if container == .custom { swipeBack() }
            return
        }
        if container == .custom, !top.style.isPresentation, Int.random(in: 0..<4, using: &rng) != 0
        {
            swipeBack()
            return
        }
        let before = Set(shown.map(\.id))
        if top.style.isAlert {
            // Only the alert takes touches.
            // The "Open" button's action pushes: the app's own warnings, not a timer's.
            withIssueReporters([warnings]) {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: _ = simulator.userAnswersAlert("Open") || simulator.userAnswersAlert("Keep")
                case 1:
                    _ =
                        simulator.userAnswersAlert("Cancel")
                        || simulator.userAnswersAlert("Discard")
                case 2:
                    _ = simulator.userAnswersAlert("Discard") || simulator.userAnswersAlert("Open")
                default: simulator.userDismissesAlert()
                }
            }
            removedByUser.insert(top.id)
            count("answer")
            return
        }
        if Int.random(in: 0..<5, using: &rng) == 0 {
            // The screen on top closes itself with SwiftUI's `dismiss()`.
            simulator.screenDismisses()
            count("dismiss()")
        } else if top.style.isPresentation || Int.random(in: 0..<4, using: &rng) == 0 {
            simulator.userDismissesSheet()
            count("swipe down")
        } else {
            simulator.userPops(Int.random(in: 1...max(1, shown.count), using: &rng))
            count("pop")
        }
        scheduleUserReports(gone: before.subtracting(shown.map(\.id)))
    }

    private var userReports: [Int: Set<RouteID>] = [:]

    private func scheduleUserReports(gone: Set<RouteID>) {
        for report in simulator.takeReports() {
            schedule(report, lateness: .milliseconds(Int.random(in: 0...300, using: &rng)))
            userReports[order] = gone
        }
    }

    // MARK: - The custom container

    /// The top layer as drawn: the route that starts it (`nil` for the base layer) and the
    /// identifiers pushed on it.
    private var drawnTopLayer: (root: RouteID?, path: [RouteID]) {
        let start = (shown.lastIndex { $0.style.isPresentation }).map { $0 + 1 } ?? 0
        return (start > 0 ? shown[start - 1].id : nil, shown[start...].map(\.id))
    }

    /// One event of the user's finger in the custom container: a drag starts, moves, or lifts.
    /// A completed swipe pops the top screen, and its report says the path it leaves.
    private func swipeBack() {
        let layer = drawnTopLayer
        let sample = SwipeBackGesture.Sample(
            startX: Int.random(in: 0..<5, using: &rng) == 0
                ? Double.random(in: 0...width, using: &rng)
                : Double.random(in: 0...SwipeBackGesture.edgeWidth, using: &rng),
            translationX: Double.random(in: -40...width, using: &rng),
            translationY: Double.random(in: -60...60, using: &rng),
            velocityX: Double.random(in: -1_200...1_200, using: &rng), width: width)
        switch swipe.phase {
        case .idle:
            swipeLayer = layer.root
            swipe.drag(
                sample, path: layer.path, isAllowed: optOuts.allowsSwipe(onTopOf: layer.path))
            count(swipe.phase == .ignored ? "swipe ignored" : "swipe began")
        case .tracking where Int.random(in: 0..<3, using: &rng) == 0:
            swipe.drag(sample, path: layer.path)
        case .tracking, .ignored:
            if Int.random(in: 0..<8, using: &rng) == 0 {
                // The system cancels the drag (an incoming call): no release, the screen stays.
                let before = shown.map(\.id)
                swipe.cancel()
                #expect(swipe.phase == .idle, "a cancelled drag leaves the gesture idle")
                #expect(shown.map(\.id) == before, "a cancelled drag pops nothing")
                count("swipe cancelled by the system")
                return
            }
            var left: [RouteID]?
            swipe.end(sample, path: layer.path) { left = $0 }
            guard let left else {
                count("swipe released")
                return
            }
            let before = Set(shown.map(\.id))
            simulator.userPops(1)
            #expect(drawnTopLayer.path == left, "a swipe leaves the path it reports")
            count("swipe back")
            scheduleUserReports(gone: before.subtracting(shown.map(\.id)))
        }
    }

    /// After an update: a swipe whose layer changed under it is interrupted, as the
    /// container's `onChange(of: layer.path)` does, and new screens may opt out of swiping back.
    private func containerDrew(over before: [Route<Int>]) {
        if case .tracking = swipe.phase {
            let layer = drawnTopLayer
            if layer.root != swipeLayer || swipe.progress(on: layer.path) == nil {
                swipe.layerChanged(
                    path: layer.path, allowsSwipe: optOuts.allowsSwipe(onTopOf: layer.path))
                #expect(swipe.progress(on: layer.path) == nil)
                count("swipe cancelled")
            }
        }
        let old = Set(before.map(\.id))
        for route in shown where !old.contains(route.id) {
            optOuts.setDisabled(Int.random(in: 0..<6, using: &rng) == 0, for: .route(route.id))
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
        let routesBefore = Set(stack.routes.map(\.id))
        withIssueReporters([warnings]) { callback.send() }
        if let gone = userReports.removeValue(forKey: callback.order),
            routesBefore.intersection(gone).isEmpty == false,
            Set(stack.routes.map(\.id)).isDisjoint(with: gone)
        {
            removedByUser.formUnion(gone)
            count("user report applied")
        }
        count("callback", detail: callback.name)
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
