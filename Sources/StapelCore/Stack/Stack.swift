import Observation

/// The source of truth for one navigation flow: the routes on screen, their evaluators, and the
/// events they produce.
///
/// Keep one stack per window or tab. Any code on the main actor can push, present, pop and
/// dismiss through it: a view, a view model, a coordinator or a notification handler. The
/// SwiftUI layer draws it with Apple's navigation stacks, sheets and covers.
///
/// The root screen is not a route: ``routes`` lists what stands above it.
///
/// ```swift
/// enum Screen: Hashable { case chat(id: Int), profile(userID: Int), compose }
///
/// let stack = Stack<Screen>()
/// stack.push(.chat(id: 42))
/// stack.present(.compose, withNavigation: true)
/// stack.dismissAll()
/// stack.popToRoot()
/// ```
///
/// Misuse never crashes: popping an empty stack, popping to an unknown name, or pushing onto a
/// presentation without navigation leaves the state as it was and reports a runtime warning.
///
/// Observation is per layer: a push changes ``routes``, the layer it lands on and the new
/// route's own observable entry, and nothing that screens below read.
@MainActor
public final class Stack<Screen>: Observable {
    // The state below is `@usableFromInline` so that push, pop and the queries can be
    // `@inlinable`: an app's module then specializes them for its own `Screen`, instead of
    // running generic code that looks up type metadata at every step.
    //
    // `@exclusivity(unchecked)` drops the runtime check of each access to the properties the
    // common operations touch, which cost more than the operations themselves. It is safe
    // because every access is on the main actor and none spans a call out of the stack: event
    // observers, evaluators and observation callbacks run between accesses, never inside one.
    @usableFromInline let registrar = ObservationRegistrar()
    /// The key paths the stack reports to observation, shared with other stacks of its screen
    /// type.
    let keyPaths: StackKeyPaths<Screen>
    /// The key path of ``routes``, held by the stack itself: read from a constant of the stack,
    /// it is passed to observation without being retained and released around each call.
    @usableFromInline let routesKeyPath: KeyPath<Stack<Screen>, [Route<Screen>]>
    @exclusivity(unchecked) @usableFromInline var storedRoutes: [Route<Screen>] = []
    @exclusivity(unchecked) @usableFromInline var storedPushOffers: [PushOffer<Screen>] = []
    /// The storage of the list a pop hands to its event, kept for the next pop; empty between
    /// pops. See `popTopPush()`.
    @exclusivity(unchecked) @usableFromInline var poppedRoute: [Route<Screen>] = []
    @exclusivity(unchecked) @usableFromInline var storedAnimatesChanges = true
    var storedPlanStep: StackChange.Step?

    /// The routes above the root, bottom-most first.
    ///
    /// Reading this property makes a view depend on every change; Stapel's screens read their
    /// own route's entry instead.
    ///
    /// ```swift
    /// print(stack.routes.map(\.screen))
    /// ```
    public internal(set) var routes: [Route<Screen>] {
        @inlinable get {
            registrar.access(self, keyPath: routesKeyPath)
            return storedRoutes
        }
        _modify {
            registrar.willSet(self, keyPath: routesKeyPath)
            defer { registrar.didSet(self, keyPath: routesKeyPath) }
            yield &storedRoutes
        }
    }

    /// The pushes evaluators chose to offer rather than perform, oldest first.
    ///
    /// ```swift
    /// stack.pushOffers.first.map { stack.acceptOffer($0.id) }
    /// ```
    public internal(set) var pushOffers: [PushOffer<Screen>] {
        get {
            registrar.access(self, keyPath: keyPaths.pushOffers)
            return storedPushOffers
        }
        _modify {
            registrar.willSet(self, keyPath: keyPaths.pushOffers)
            defer { registrar.didSet(self, keyPath: keyPaths.pushOffers) }
            yield &storedPushOffers
        }
    }

    /// Whether the change being applied now should animate. The SwiftUI layer does not read it
    /// in a body (that would redraw the layer on every change): it runs the unanimated changes
    /// in the scope it gives ``runUnanimatedChanges(in:)``.
    ///
    /// ```swift
    /// stack.withoutAnimation { stack.pop() }
    /// stack.animatesChanges  // false
    /// ```
    @_spi(StapelUI)
    public internal(set) var animatesChanges: Bool {
        get {
            registrar.access(self, keyPath: keyPaths.animatesChanges)
            return storedAnimatesChanges
        }
        set {
            registrar.withMutation(of: self, keyPath: keyPaths.animatesChanges) {
                storedAnimatesChanges = newValue
            }
        }
    }

    /// The step of a multi-step change that is on its way to the screen, or `nil` when no such
    /// change is running. The SwiftUI layer reports it back with ``reportStepDrawn(_:)``.
    ///
    /// ```swift
    /// .onChange(of: stack.planStep, initial: true) { _, step in stack.reportStepDrawn(step) }
    /// ```
    @_spi(StapelUI)
    public internal(set) var planStep: StackChange.Step? {
        get {
            registrar.access(self, keyPath: keyPaths.planStep)
            return storedPlanStep
        }
        set {
            // Only a new step is news: the container that reports steps runs its body for
            // every write, and a one-step change would otherwise write `nil` over `nil`.
            guard newValue != storedPlanStep else { return }
            registrar.withMutation(of: self, keyPath: keyPaths.planStep) {
                storedPlanStep = newValue
            }
        }
    }

    /// What SwiftUI can do in one update where this stack is drawn.
    ///
    /// ```swift
    /// stack.capabilities.multiplePushesPerUpdate  // true by default
    /// ```
    @_spi(StapelUI)
    public let capabilities: PlatformCapabilities
    /// How long a step of a multi-step change waits for the UI before the next step starts anyway.
    ///
    /// ```swift
    /// stack.settleTimeout  // one second by default
    /// ```
    @_spi(StapelUI)
    public let settleTimeout: Duration

    /// The base layer, then one layer per presentation, bottom-most first.
    @exclusivity(unchecked) var layers: [StackLayer]
    /// The index of each of the first `indexedCount` routes, by identifier; see
    /// `position(of:)`.
    @exclusivity(unchecked) @usableFromInline var positions: [RouteID: Int] = [:]
    @exclusivity(unchecked) @usableFromInline var indexedCount = 0
    /// The observable entries asked for so far (see `entry(for:)`), by route identifier.
    @exclusivity(unchecked) var entries: [RouteID: RouteEntry<Screen>] = [:]
    @exclusivity(unchecked) @usableFromInline var rootEvaluator: PushEvaluator<Screen>?
    @exclusivity(unchecked) @usableFromInline var evaluators: [RouteID: PushEvaluator<Screen>] = [:]
    /// Which on-screen installation set a pusher's evaluator, for the SwiftUI layer's
    /// `WithPusher`; `setEvaluator(_:for:)` clears it.
    var evaluatorOwners: [Pusher: ObjectIdentifier] = [:]
    /// Presentations whose screen has not appeared yet, for the SwiftUI layer's watch.
    @exclusivity(unchecked) @usableFromInline
    var presentationWatches: [RouteID: PresentationWatch] = [:]
    /// Whether a route may have an entry, an evaluator or a presentation watch to drop when it
    /// leaves: set when one is added, worked out again when routes leave. `false` means none
    /// has, so a pop need not look (asking the generic dictionaries costs type metadata
    /// look-ups, more than the pop itself).
    @exclusivity(unchecked) @usableFromInline var hasRouteState = false
    /// Whether a SwiftUI layer has reported anything: only then are presentations paced and
    /// watched.
    var isDrawn = false
    /// The program's dismissals still in transition; see `watchDismissal(ofRoutesFrom:)`.
    var dismissalWatch: DismissalWatch?
    /// Whether a change the user made in the UI is being applied.
    var isApplyingUserChange = false
    /// How many autosaves of the stack have not restored it yet; see
    /// `Stack+RestorationWait.swift`.
    var pendingRestorations = 0
    /// What waits for the restoration, such as the links opened before it, in order.
    var restorationWaiters: [@MainActor () -> Void] = []
    /// The synchronous event observers, in the order they subscribed.
    @exclusivity(unchecked) @usableFromInline var observers: [EventObserver<Screen>.Reference] = []
    /// How many events are being delivered now, one inside another's handler or not at all.
    @exclusivity(unchecked) @usableFromInline var deliveryDepth = 0
    /// Whether a delivery found a released observer that is still in ``observers``, to drop
    /// when the outermost delivery ends.
    @exclusivity(unchecked) @usableFromInline var releasedWhileDelivering = false
    var dismissSubscriptions: [RouteID: EventSubscription] = [:]
    /// The `events()` sequences, by subscriber number.
    @exclusivity(unchecked) @usableFromInline var streams: [Int: EventStreamSink<Screen>] = [:]
    var nextSubscriberID = 0
    @exclusivity(unchecked) @usableFromInline var listenerCount = 0
    var nextOfferID: UInt64 = 0
    /// The clock of the fallbacks between steps; a test kit may swap in its own before it
    /// drives the stack.
    package var clock: any Clock<Duration>
    @exclusivity(unchecked) @usableFromInline var plan: PlanRun<Screen>?
    var nextPlanID: UInt64 = 0
    @exclusivity(unchecked) @usableFromInline var applyingPlanStep = false
    @exclusivity(unchecked) @usableFromInline var animationDisabled = false
    /// Where unanimated changes run, once a SwiftUI layer draws the stack; `nil` before. See
    /// `runUnanimatedChanges(in:)`.
    var unanimatedChangeScope: (any UnanimatedChangeScope)?
    var cancelAfterStep = false

    /// Creates an empty stack, showing only its root.
    ///
    /// ```swift
    /// let stack = Stack<Screen>()
    /// let paced = Stack<Screen>(capabilities: .oneChangePerUpdate, clock: testClock)
    /// ```
    /// - Parameters:
    ///   - capabilities: What SwiftUI can do in one update where the stack is drawn. The default
    ///     fits `NavigationStack` on every platform Stapel supports.
    ///   - clock: The clock that times the fallback between steps of a multi-step change.
    ///   - settleTimeout: How long a step waits for the UI to report it settled before the next
    ///     step starts anyway.
    public init(
        capabilities: PlatformCapabilities = .navigationStack,
        clock: any Clock<Duration> = ContinuousClock(),
        settleTimeout: Duration = .seconds(1)
    ) {
        self.capabilities = capabilities
        self.clock = clock
        self.settleTimeout = settleTimeout
        keyPaths = StackKeyPaths.shared()
        routesKeyPath = keyPaths.routes
        layers = [StackLayer(rootID: nil, rootIndex: nil, hasNavigation: true)]
    }

    /// Creates a stack that starts with these routes, all at once: nothing is on screen yet.
    ///
    /// A list that cannot stand on a stack (see ``RouteListError``) leaves the stack empty and
    /// reports a runtime warning.
    ///
    /// ```swift
    /// let stack = Stack<Screen>(routes: [.push(.chat(id: 1)), .sheet(.compose)])
    /// ```
    /// - Parameters:
    ///   - routes: The routes above the root, bottom-most first.
    ///   - capabilities: What SwiftUI can do in one update where the stack is drawn.
    ///   - clock: The clock that times the fallback between steps of a multi-step change.
    ///   - settleTimeout: How long a step waits for the UI before the next step starts anyway.
    public convenience init(
        routes: [Route<Screen>],
        capabilities: PlatformCapabilities = .navigationStack,
        clock: any Clock<Duration> = ContinuousClock(),
        settleTimeout: Duration = .seconds(1)
    ) {
        self.init(capabilities: capabilities, clock: clock, settleTimeout: settleTimeout)
        if let error = RouteListError.firstError(in: routes) {
            warn(.invalidRouteList, "Stack(routes:) started empty: \(error).")
        } else {
            applyRouteList(routes)
        }
    }

    deinit {
        // Only when someone listens: walking the generic dictionary asks for its type.
        if listenerCount > 0 {
            for sink in streams.values {
                sink.finish()
            }
        }
        // A stack that goes away cancels its plan: the plan's fallback task stops (see
        // `PlanRun`), and whoever awaits the change hears that it was cancelled.
        if let change = plan?.change {
            Task { @MainActor in change.finish(.cancelled) }
        }
        // So does its watch of presentations that have not appeared.
        for watch in presentationWatches.values { watch.timer.cancel() }
        dismissalWatch?.timer.cancel()
    }
}
