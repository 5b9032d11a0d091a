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
/// stack.present(.compose, style: .sheet(withNavigation: true))
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
    // Each concern keeps its state in one value declared in its own folder; the stack keeps the
    // routes themselves, and what observing them needs, as fields of its own.
    //
    // The state is `@usableFromInline` where push, pop and the queries need it, so that they
    // can be `@inlinable`: an app's module then specializes them for its own `Screen`, instead
    // of running generic code that looks up type metadata at every step. No value below holds
    // a `Screen` inline (only references, numbers, flags and existentials), so its layout does
    // not depend on `Screen`, and unspecialized code reaches a field inside it as directly as a
    // field of the stack.
    //
    // `@exclusivity(unchecked)` drops the runtime check of each access to the properties the
    // common operations touch, which cost more than the operations themselves. It is safe
    // because every access is on the main actor and none spans a call out of the stack: event
    // observers, evaluators and observation callbacks run between accesses, never inside one.
    @usableFromInline let registrar = ObservationRegistrar()
    /// The key path of ``routes``, held by the stack itself: read from a constant of the stack,
    /// it is passed to observation without being retained and released around each call.
    @usableFromInline let routesKeyPath: KeyPath<Stack<Screen>, [Route<Screen>]>
    @exclusivity(unchecked) @usableFromInline var storedRoutes: [Route<Screen>] = []
    /// Where each route is, by identifier (Stack/).
    @exclusivity(unchecked) @usableFromInline var routeIndex = RouteIndex()
    /// The layers, the routes' entries and the key paths of observation (Stack/Observation/).
    @exclusivity(unchecked) var observation: StackObservation<Screen>
    /// Whether changes animate (Stack/).
    @exclusivity(unchecked) @usableFromInline var animation = ChangeAnimation()
    /// The layers' evaluators (Evaluation/).
    @exclusivity(unchecked) @usableFromInline var evaluation = EvaluatorTable<Screen>()
    /// The offered pushes (Offers/).
    @exclusivity(unchecked) @usableFromInline var offers = PendingOffers<Screen>()
    /// The event observers and streams (Events/).
    @exclusivity(unchecked) @usableFromInline var delivery = EventDelivery<Screen>()
    /// The pacing settings and the running plan (Planning/).
    @exclusivity(unchecked) @usableFromInline var planning: PlanState<Screen>
    /// The presentations and dismissals a drawn stack waits for (Planning/Settling/).
    var watches = PresentationWatches()
    /// The autosaves still to restore the stack (Restoration/).
    var restoration = RestorationWait()
    var alerts = StackAlerts<Screen>()
    var leaving = LeaveGuards<Screen>()

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

    /// Creates an empty stack, showing only its root.
    ///
    /// ```swift
    /// let stack = Stack<Screen>()
    /// let paced = Stack<Screen>(capabilities: .oneChangePerUpdate, clock: SuspendingClock())
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
        planning = PlanState(
            capabilities: capabilities, settleTimeout: settleTimeout, clock: clock)
        let keyPaths = StackKeyPaths<Screen>.shared()
        routesKeyPath = keyPaths.routes
        observation = StackObservation(
            keyPaths: keyPaths,
            layers: [
                StackLayer(
                    rootID: nil, rootIndex: nil,
                    hasNavigation: StandingRules.rootLayerHasNavigation)
            ])
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
        if delivery.listenerCount > 0 {
            for sink in delivery.streams.values {
                sink.finish()
            }
        }
        // A stack that goes away cancels its plan: the plan's fallback task stops (see
        // `RunningPlan`), and whoever awaits the change hears that it was cancelled.
        if let change = planning.running?.change {
            Task { @MainActor in change.finish(.cancelled) }
        }
        // And the links that wait for a restore or the app's hold will not open.
        let waiting = restoration.waitingLinks.map(\.change)
        if !waiting.isEmpty {
            Task { @MainActor in for change in waiting { change.finish(.cancelled) } }
        }
        // So does its watch of presentations that have not appeared, and its hold on alerts.
        for watch in watches.byRoute.values { watch.timer.cancel() }
        watches.dismissal?.timer.cancel()
        watches.alertWait?.cancel()
    }
}
