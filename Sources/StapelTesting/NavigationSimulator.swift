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
/// - It reports back what SwiftUI reports: each drawn plan step, each screen that appears, each
///   screen that disappears when its transition ends, and what the user did.
///
/// ```swift
/// let simulator = NavigationSimulator<Screen>()
/// let stack = simulator.stack
/// stack.setRoutes([.push(.inbox), .sheet(.compose), .sheet(.attachments)])
/// await simulator.settle()
/// #expect(simulator.shown == stack.routes)
/// simulator.userDismissesSheet()
/// await simulator.settle()
/// ```
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

    var reports: [SimulatedReport] = []
    var presentationBusyUntil: Duration = .zero
    var shownAttempts: [RouteID: Int] = [:]
    var dropped = Set<DroppedAttempt>()
    var userChangedSinceUpdate = false

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

    /// Whether the screen shows the stack's routes and nothing is on its way: no report pending,
    /// no plan running, no presentation the stack still waits to see.
    public var isSettled: Bool {
        reports.isEmpty && stack.planStep == nil && !stack.isWatchingPresentations
            && shown.map(\.id) == stack.routes.map(\.id)
    }

    /// Whether the stack's routes differ from what is on screen.
    public var needsUpdate: Bool {
        shown.map(\.id) != stack.routes.map(\.id) || shown.contains(where: isStale)
    }

    /// Takes the reports on their way, to deliver them yourself.
    public func takeReports() -> [SimulatedReport] {
        defer { reports = [] }
        return reports
    }

    func report(_ name: String, after delay: Duration, _ action: @escaping @MainActor () -> Void) {
        reports.append(SimulatedReport(due: now + delay, name: name, action: action))
    }

    func isStale(_ route: Route<Screen>) -> Bool {
        route.style.isPresentation
            && shownAttempts[route.id] != stack.presentationAttempt(of: route.id)
    }
}
