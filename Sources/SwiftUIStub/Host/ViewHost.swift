#if !canImport(SwiftUI)
    import Observation

    /// A headless host that runs SwiftUI view code on Linux, for tests.
    ///
    /// The host evaluates bodies into a tree of nodes, keeps `@State`, hands the environment
    /// down, re-evaluates exactly the views that read a changed observable property, runs
    /// lifecycle callbacks and tasks, and models navigation and presentations the way UIKit
    /// performs them: each push, pop, presentation and dismissal is a transition that lasts a
    /// set time on the host's clock, and a presentation requested during another presentation's
    /// transition is dropped. It draws nothing and lays nothing out.
    ///
    /// ```swift
    /// let host = ViewHost(ContentView())
    /// try host.tap("Open")
    /// await host.settle()
    /// #expect(host.visibleTexts.contains("Details"))
    /// try host.tapBack()
    /// ```
    @MainActor
    public final class ViewHost {
        /// The clock the host's transitions run on.
        public let clock: HostClock
        /// How long transitions take.
        public var timings: TransitionTimings
        /// The values the views save with `@SceneStorage`; pass it to a new host to relaunch.
        public let sceneStore: SceneStore
        /// What the host noticed, in order: dropped presentations, missing destinations,
        /// runaway updates. UIKit and SwiftUI print these to the console.
        public private(set) var log: [String] = []
        /// Every transition the host ran, in order.
        public internal(set) var transitions: [HostTransition] = []
        /// The transitions of this update that may be zooms, with the screen each moves.
        var zoomCandidates: [(transition: Int, screen: () -> ViewNode?)] = []

        private var rootNode: ViewNode?
        /// The node of the view the host runs.
        var root: ViewNode { rootNode! }
        let window = WindowModel()
        private var dirty: [ViewNode] = []
        var pendingActions: [() -> Void] = []
        /// The preference readers to report after the next visibility pass.
        private var preferenceReadersToReport: [any PreferenceReading] = []
        private var isFlushing = false
        private var flushScheduled = false
        private var timers: [HostTimer] = []
        private var nextTimerID = 0
        private var evaluationCountsByType: [ObjectIdentifier: Int] = [:]
        /// The name each counted type is reported under in ``evaluationCounts``.
        private var evaluationNames: [ObjectIdentifier: String] = [:]
        private var pendingCompletions: [(AnimationCompletion, Animation?)] = []

        /// Creates a host that runs a view, and runs its first update.
        ///
        /// - Parameters:
        ///   - content: The view to run.
        ///   - clock: The clock of the host's transitions; pass the same clock to the code under
        ///     test that waits on time.
        ///   - timings: How long transitions take.
        ///   - sceneStore: The `@SceneStorage` values the scene starts with: a new, empty store
        ///     for a first launch, another host's ``sceneStore`` for a relaunch.
        public convenience init<Content: View>(
            _ content: Content, clock: HostClock = HostClock(),
            timings: TransitionTimings = TransitionTimings(), sceneStore: SceneStore = SceneStore()
        ) {
            self.init(content, clock: clock, timings: timings, sceneStore: sceneStore) { _ in }
        }

        /// Creates a host whose environment the caller adjusts first: an ``AppHost`` gives each
        /// window its `openWindow` and `supportsMultipleWindows`.
        init<Content: View>(
            _ content: Content, clock: HostClock, timings: TransitionTimings,
            sceneStore: SceneStore, environment adjust: (inout EnvironmentValues) -> Void
        ) {
            self.clock = clock
            self.timings = timings
            self.sceneStore = sceneStore
            window.host = self
            var environment = EnvironmentValues()
            window.host = self
            environment.hostWindow = window
            // An iPhone in portrait: see `horizontalSizeClass`.
            environment.horizontalSizeClass = .compact
            environment.verticalSizeClass = .regular
            adjust(&environment)
            let root = ViewNode(
                host: self, parent: nil, key: .slot("root"), view: content,
                environment: environment)
            rootNode = root
            root.needsUpdate = true
            dirty.append(root)
            flush()
        }

        /// Runs every pending update now: the bodies whose inputs changed, then the lifecycle
        /// callbacks and `onChange` actions that the update caused, until nothing changes.
        ///
        /// The host also runs pending updates on its own, when the main actor is next free, as
        /// SwiftUI does at the end of a run-loop turn; and before it answers any query.
        public func update() {
            flush()
        }

        /// Moves the host's clock forward, ending the transitions and waking the sleepers whose
        /// time has come, in time order, and updating after each.
        ///
        /// ```swift
        /// await host.advance(by: .milliseconds(100))
        /// ```
        public func advance(by duration: Duration) async {
            let target = clock.now.advanced(by: duration)
            await runTasks()
            while let next = nextDeadline(), next <= target {
                // The host's own timers (transitions that end) go first: a task woken for the
                // same instant sees the transition over, as UIKit's completion runs before it.
                clock.move(to: next)
                fireTimers(dueBy: next)
                await runTasks()
            }
            clock.move(to: target)
            await runTasks()
        }

        /// Updates, then lets the tasks the update started or woke run up to their next
        /// suspension (a sleep on the clock registers there), and updates again.
        func runTasks() async {
            flush()
            await HostClock.yieldToOthers()
            flush()
        }

        /// Advances the clock until no transition runs and no timer is pending, or until the
        /// limit; returns whether everything settled.
        ///
        /// ```swift
        /// try host.tap("Open")
        /// await host.settle()
        /// ```
        @discardableResult
        public func settle(limit: Duration = .seconds(60)) async -> Bool {
            await settleOnClock(limit: limit)
        }

        /// Whether a transition is running or a timer is pending.
        public var isInTransition: Bool {
            !timers.isEmpty || window.isInteractive
        }

        /// How many times the body of a view type has run since the host started or the
        /// counts were reset.
        ///
        /// ```swift
        /// host.resetEvaluationCounts()
        /// stack.push(.detail)
        /// host.update()
        /// #expect(host.evaluationCount(of: HomeView.self) == 0)
        /// ```
        public func evaluationCount<V: View>(of type: V.Type) -> Int {
            evaluationCountsByType[ObjectIdentifier(type)] ?? 0
        }

        /// How many times each view's body has run since the host started or the counts were
        /// reset, by the view type's name without its module or generic arguments. A view
        /// modifier's body counts under the modifier's name; the specializations of one generic
        /// type add up under one name. Views whose body did not run are absent.
        ///
        /// ```swift
        /// host.resetEvaluationCounts()
        /// stack.push(.detail)
        /// await host.settle()
        /// #expect(host.evaluationCounts == ["DetailView": 1, "RouteScreen": 1])
        /// ```
        public var evaluationCounts: [String: Int] {
            evaluationCountsByType.reduce(into: [:]) { counts, entry in
                counts[evaluationNames[entry.key, default: "?"], default: 0] += entry.value
            }
        }

        /// Sets every evaluation count back to zero.
        public func resetEvaluationCounts() {
            evaluationCountsByType = [:]
        }

        // MARK: - Internals

        /// Counts a run of a node's body, under the name of `named` (the node's view type by
        /// default; a modifier with a body passes the modifier's type).
        func countEvaluation(of node: ViewNode, named: Any.Type? = nil) {
            let key = ObjectIdentifier(node.viewType)
            if evaluationNames[key] == nil {
                evaluationNames[key] = ViewNode.shortName(of: named ?? node.viewType)
            }
            evaluationCountsByType[key, default: 0] += 1
        }

        /// Writes a line to the host's log.
        func record(_ message: String) {
            log.append(message)
        }

        /// Records a transition that starts now.
        func recordTransition(
            _ kind: HostTransition.Kind, duration: Duration, byUser: Bool, effect: String? = nil,
            animation: Animation? = nil
        ) {
            transitions.append(
                HostTransition(
                    kind: kind, start: clock.now.offset, duration: duration, byUser: byUser,
                    effect: effect, animation: animation))
        }

        /// Queues a closure to run after the current update, as SwiftUI runs callbacks.
        func afterUpdate(_ action: @escaping () -> Void) {
            pendingActions.append(action)
            requestFlush()
        }

        /// Evaluates a read with observation tracking: a change of what it read invalidates the
        /// node, with the transaction the change happened in.
        func track<T>(_ node: ViewNode, _ read: () -> T) -> T {
            let generation = node.trackingGeneration
            return withObservationTracking(read) { [weak node] in
                let transaction = HostTransactionContext.current
                HostTransactionContext.onMain {
                    guard let node, node.trackingGeneration == generation else { return }
                    node.invalidate(transaction: transaction)
                }
            }
        }

        func scheduleUpdate(of node: ViewNode) {
            dirty.append(node)
            requestFlush()
        }

        private func requestFlush() {
            guard !isFlushing, !flushScheduled else { return }
            flushScheduled = true
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.flushScheduled = false
                self.flush()
            }
        }

        /// Remembers the completions of a transaction that changed something, to run when the
        /// update's animations and transitions are over.
        func noteAnimationCompletions(of transaction: Transaction) {
            for completion in transaction.animationCompletions where !completion.isScheduled {
                completion.isScheduled = true
                pendingCompletions.append((completion, transaction.animation))
            }
        }

        func flush() {
            guard !isFlushing else { return }
            isFlushing = true
            let firstTransition = transitions.count
            defer {
                isFlushing = false
                resolveZooms()
                scheduleCompletions(after: transitions[firstTransition...])
            }
            for _ in 0..<100 {
                while let node = takeShallowestDirtyNode() {
                    node.evaluate(effectiveTransaction(for: node))
                }
                updateVisibility()
                reportPreferences()
                let actions = pendingActions
                pendingActions = []
                for action in actions { action() }
                fireTimers(dueBy: clock.now, flushing: false)
                if dirty.isEmpty && pendingActions.isEmpty { return }
            }
            record(
                "The update did not settle after 100 rounds: a view changes state on every update")
            dirty = []
            pendingActions = []
        }

        /// Asks a preference reader to report after the update: it is new, or a writer of its
        /// key below it changed.
        func preferenceReaderNeedsReport(_ reader: any PreferenceReading) {
            guard !preferenceReadersToReport.contains(where: { $0 === reader }) else { return }
            preferenceReadersToReport.append(reader)
        }

        /// Queues the actions of the preference readers whose value changed.
        private func reportPreferences() {
            let readers = preferenceReadersToReport
            preferenceReadersToReport = []
            pendingActions += readers.compactMap { $0.report() }
        }

        private func takeShallowestDirtyNode() -> ViewNode? {
            dirty.removeAll { !$0.isMounted || !$0.needsUpdate }
            guard let index = dirty.indices.min(by: { dirty[$0].depth < dirty[$1].depth }) else {
                return nil
            }
            return dirty.remove(at: index)
        }

        /// The transaction a node updates with when it updates on its own: the one of the
        /// change that invalidated it, passed through the `transaction` modifiers above it.
        private func effectiveTransaction(for node: ViewNode) -> Transaction {
            var transaction = node.pendingTransaction ?? Transaction()
            for ancestor in node.ancestors.reversed() {
                (ancestor.controller as? any TransactionModifying)?.modifyForDescendant(
                    &transaction)
            }
            return transaction
        }

        /// Finds which nodes are on screen and sends appearance and disappearance.
        ///
        /// A node that was off screen and stays off screen is not entered: everything below it
        /// is off screen too (a node starts off screen, and a node that goes off screen takes
        /// its subtree with it), so the pass costs the nodes on screen and those that change,
        /// not the screens a deep stack keeps below its top.
        private func updateVisibility() {
            func visit(_ node: ViewNode, visible: Bool) {
                if !visible && !node.isVisible { return }
                if node.isVisible != visible {
                    node.isVisible = visible
                    if visible {
                        node.controller?.nodeDidAppear(node)
                    } else {
                        node.controller?.nodeDidDisappear(node)
                    }
                }
                for child in node.children {
                    visit(
                        child, visible: visible && (node.controller?.isChildVisible(child) ?? true))
                }
            }
            visit(root, visible: true)
        }

        // MARK: - Timers

        /// Runs an action after a delay on the host's clock; a zero delay runs it after the
        /// current update.
        @discardableResult
        func schedule(after delay: Duration, _ action: @escaping () -> Void) -> Int {
            nextTimerID += 1
            timers.append(
                HostTimer(id: nextTimerID, deadline: clock.now.advanced(by: delay), action: action))
            if delay <= .zero { requestFlush() }
            return nextTimerID
        }

        /// Cancels a scheduled action: a transition that ends early.
        func cancelTimer(_ id: Int) {
            timers.removeAll { $0.id == id }
        }

        func nextDeadline() -> HostClock.Instant? {
            [timers.map(\.deadline).min(), clock.earliestDeadline].compactMap { $0 }.min()
        }

        func fireTimers(dueBy instant: HostClock.Instant, flushing: Bool = true) {
            while let index = timers.indices.filter({ timers[$0].deadline <= instant })
                .min(by: { timers[$0].deadline < timers[$1].deadline })
            {
                let timer = timers.remove(at: index)
                timer.action()
                if flushing { flush() }
            }
        }

        /// Runs the completions noted in an update once the longest of its animation and the
        /// transitions it started is over.
        private func scheduleCompletions(after started: ArraySlice<HostTransition>) {
            guard !pendingCompletions.isEmpty else { return }
            let longestTransition = started.map(\.duration).max() ?? .zero
            let completions = pendingCompletions
            pendingCompletions = []
            for (completion, animation) in completions {
                let delay = max(animation?.hostDuration ?? .zero, longestTransition)
                schedule(after: delay) { completion.complete() }
            }
        }
    }
#endif
