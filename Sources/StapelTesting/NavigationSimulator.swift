public import Clocks
@_spi(StapelUI) public import StapelCore

/// A stand-in for SwiftUI that draws a `Stack` the way SwiftUI and UIKit do, so that an app's
/// navigation logic can be tested without a UI, on every platform.
///
/// The simulator keeps what is on screen (``shown``) apart from the stack's routes, and follows
/// the rules the real screen follows:
/// - ``update()`` draws the stack as one SwiftUI update. A push or pop is a transition of
///   ``pushDuration``; a presentation or dismissal one of ``presentationDuration``.
/// - As UIKit does, a presentation asked for while another presentation or dismissal is in
///   transition is dropped (the first new presentation of an update starts one), and it stays
///   dropped for that item. The stack notices and asks again.
/// - As SwiftUI does, an item that replaces the one a sheet or cover shows comes in once the
///   one it replaces has gone.
/// - It draws what the stack asks SwiftUI to show: the stack holds a presentation back while
///   another is in transition.
/// - It reports back what SwiftUI reports: each drawn plan step, each screen that appears, each
///   screen that disappears when its transition ends, and what the user did.
///
/// ```swift
/// import Testing
///
/// let simulator = NavigationSimulator<Screen>()
/// let stack = simulator.stack
/// stack.setRoutes([.push(.inbox), .sheet(.compose), .sheet(.attachments)])
/// await simulator.settle()
/// #expect(simulator.shown == stack.routes)
/// simulator.userDismissesSheet()
/// await simulator.settle()
/// ```
///
/// It can also draw a stack the app made (``init(drawing:)``: a coordinator's, a tab's) and a
/// route list held as a value (``init(routes:capabilities:settleTimeout:)``).
@MainActor
public final class NavigationSimulator<Screen> {
    /// The stack the simulator draws.
    public let stack: Stack<Screen>
    /// The clock of the stack and of the simulated transitions.
    public let clock: TestClock<Duration>
    /// What is on screen.
    public internal(set) var shown: [Route<Screen>] = []
    /// The simulator's time.
    public internal(set) var now: Duration = .zero
    /// The routes whose presentation UIKit dropped, in order, one entry per drop.
    public internal(set) var droppedPresentations: [RouteID] = []
    /// Updates SwiftUI could not have drawn in one go, described: each is a desync the stack
    /// should have prevented.
    public internal(set) var invalidUpdates: [String] = []
    /// How long a push or pop takes.
    public var pushDuration: Duration = .milliseconds(350)
    /// How long a presentation or dismissal takes.
    public var presentationDuration: Duration = .milliseconds(500)
    /// Whether the container draws the system back button, as `NavigationStack` does: a
    /// screen that guards leaving then has Stapel's own back button instead, which asks the
    /// guard before anything goes. `false` for Stapel's custom container, where a back swipe
    /// takes a guarded screen away and the stack asks its guard when it hears of it.
    ///
    /// ```swift
    /// simulator.drawsSystemBackButton = false
    /// ```
    public var drawsSystemBackButton = true

    /// Keeps ``routes`` and the stack in step, for a simulator made with
    /// ``init(routes:capabilities:settleTimeout:)``.
    private var mirror: RouteListMirror<Screen>?
    /// The route list as the app holds it, for a simulator of a value container.
    private var value: [Route<Screen>] = []
    /// Whether the app changed ``routes`` since the container last saw it: as SwiftUI's
    /// `onChange`, the container sees the last value at the next update, once.
    private var valueChanged = false

    var reports: [SimulatedReport] = []
    var presentationBusyUntil: Duration = .zero
    var shownAttempts: [RouteID: Int] = [:]
    var dropped = Set<DroppedAttempt>()
    var userChangedSinceUpdate = false
    /// A presentation that replaced one on screen and waits for it to go.
    var waitingReplacement: DroppedAttempt?
    /// Whether the screen shows the stack: an update has drawn it, or it was on screen when
    /// the simulator started drawing it.
    var hasDrawn = false
    /// Whether the root's appearance has been reported, which tells the stack that a UI draws
    /// it: at the first update.
    var hasReportedRoot = false

    struct DroppedAttempt: Hashable {
        let id: RouteID
        let attempt: Int
    }

    /// Creates a simulator with a new stack on a test clock.
    ///
    /// ```swift
    /// let simulator = NavigationSimulator<Screen>(capabilities: .oneChangePerUpdate)
    /// ```
    /// - Parameters:
    ///   - capabilities: What the simulated platform fits in one update.
    ///   - settleTimeout: The stack's fallback between planned steps.
    public init(
        capabilities: PlatformCapabilities = .navigationStack,
        settleTimeout: Duration = .seconds(1)
    ) {
        let clock = TestClock()
        self.clock = clock
        stack = Stack(capabilities: capabilities, clock: clock, settleTimeout: settleTimeout)
    }

    /// Creates a simulator that draws a stack the app made: a coordinator's, a tab's of
    /// `KeyedNavigation`, or any other. The stack keeps its capabilities and settle timeout; from now
    /// on its fallbacks run on the simulator's ``clock``. Its routes count as on screen already.
    ///
    /// ```swift
    /// let coordinator = AppCoordinator()
    /// let simulator = NavigationSimulator(drawing: coordinator.stack)
    /// coordinator.openInbox()
    /// await simulator.settle()
    /// ```
    /// The stack learns that a UI draws it (and starts pacing its presentations) at the
    /// simulator's first ``update()``.
    ///
    /// - Parameter stack: The stack to draw. Make the simulator before the stack starts a
    ///   multi-step change: a fallback already waiting keeps the clock it started on.
    public init(drawing stack: Stack<Screen>) {
        let clock = TestClock()
        self.clock = clock
        stack.clock = clock
        self.stack = stack
        hasDrawn = true
        shown = stack.drawnRoutes
        for route in shown where route.style.isPresentation {
            shownAttempts[route.id] = stack.presentationAttempt(of: route.id)
        }
    }

    /// Creates a simulator of a container that draws a route list held as a value, as
    /// `StapelStack($routes)` does: set ``routes`` as the app sets its value; the user's pops
    /// and dismissals are written back into it.
    ///
    /// ```swift
    /// import Testing
    ///
    /// let simulator = NavigationSimulator<Screen>(routes: [])
    /// simulator.routes.push(.inbox)
    /// simulator.routes.presentSheet(.compose)
    /// await simulator.settle()
    /// simulator.userDismissesSheet()
    /// await simulator.settle()
    /// #expect(simulator.routes.map(\.screen) == [.inbox])
    /// ```
    /// - Parameters:
    ///   - routes: The route list the app starts with.
    ///   - capabilities: What the simulated platform fits in one update.
    ///   - settleTimeout: The stack's fallback between planned steps.
    public convenience init(
        routes: [Route<Screen>],
        capabilities: PlatformCapabilities = .navigationStack,
        settleTimeout: Duration = .seconds(1)
    ) {
        self.init(capabilities: capabilities, settleTimeout: settleTimeout)
        let mirror = RouteListMirror(stack: stack)
        mirror.connect { [weak self] in self?.value = $0 }
        self.mirror = mirror
        value = routes
        valueChanged = true
    }

    /// The route list as the app holds it: for a simulator made with
    /// ``init(routes:capabilities:settleTimeout:)``, the value a container draws, which setting
    /// changes as an app's value does; otherwise the stack's routes, which setting changes as
    /// `Stack.setRoutes(_:animated:)` does.
    ///
    /// ```swift
    /// simulator.routes = [.push(.inbox), .push(.chat(id: 1))]
    /// await simulator.settle()
    /// ```
    public var routes: [Route<Screen>] {
        get { mirror == nil ? stack.routes : value }
        set {
            guard mirror != nil else {
                stack.setRoutes(newValue)
                return
            }
            value = newValue
            valueChanged = true
        }
    }

    /// Hands the app's latest value to the container, as its `onChange` does before the
    /// update that draws it.
    func deliverValueChange() {
        guard valueChanged, let mirror else { return }
        valueChanged = false
        mirror.valueChanged(to: value)
    }

    /// Whether the screen shows the stack's routes and nothing is on its way: no report pending,
    /// no plan running, no presentation the stack still waits to see.
    public var isSettled: Bool {
        reports.isEmpty && stack.planStep == nil && !stack.isWatchingPresentations
            && !valueChanged && shown.map(\.id) == stack.routes.map(\.id)
    }

    /// Whether the stack's routes differ from what is on screen, the app changed ``routes``
    /// since the last update, or no update has drawn the stack yet.
    public var needsUpdate: Bool {
        !hasDrawn || valueChanged || shown.map(\.id) != stack.drawnRoutes.map(\.id)
            || shown.contains(where: awaitsPresentation)
    }

    /// Takes the reports on their way, to deliver them yourself.
    public func takeReports() -> [SimulatedReport] {
        defer { reports = [] }
        return reports
    }

    func report(_ name: String, after delay: Duration, _ action: @escaping @MainActor () -> Void) {
        reports.append(SimulatedReport(due: now + delay, name: name, action: action))
    }

    /// Whether a route is a presentation the screen does not show at the attempt the stack asks
    /// for now: one not on screen yet, or one the stack asks for again because it never saw it
    /// appear. (``shownAttempts`` holds exactly the presentations on screen.)
    func awaitsPresentation(_ route: Route<Screen>) -> Bool {
        route.style.isPresentation
            && shownAttempts[route.id] != stack.presentationAttempt(of: route.id)
    }
}
