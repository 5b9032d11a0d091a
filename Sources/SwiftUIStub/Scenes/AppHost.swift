#if !canImport(SwiftUI)
    import Foundation

    /// A headless host for an app's scenes: each open window is a ``ViewHost`` of its window
    /// group's content, with its own state and its own ``SceneStore``, on one shared clock.
    ///
    /// It models an iPad or a Mac, where an app opens several windows
    /// (`supportsMultipleWindows`): a test opens and closes windows as the user does, and the
    /// host routes a link to the window that takes it (see ``openURL(_:)``). Pass the windows'
    /// stores to a new host to test a relaunch that restores each window.
    ///
    /// ```swift
    /// let app = AppHost(NotesApp())
    /// let second = try app.openWindow()
    /// app.openURL(URL(string: "notes://note/7")!)
    /// await app.settle()
    /// let relaunched = AppHost(NotesApp(), restoring: app.sceneStores)
    /// ```
    @MainActor
    public final class AppHost {
        /// The clock every window's transitions run on.
        public let clock: HostClock
        /// How long transitions take, in every window.
        public let timings: TransitionTimings
        /// Whether the app can open more than one window; `false` models an iPhone, where a
        /// link goes to the one window.
        public let supportsMultipleWindows: Bool
        /// The open windows, in the order they opened.
        public private(set) var windows: [ViewHost] = []
        /// The window the user last used: the last opened, activated or sent a link.
        public internal(set) var activeWindow: ViewHost?
        /// What the host noticed about windows, in order: windows opened for a link, links no
        /// window took.
        public private(set) var log: [String] = []

        let groups: [HostWindowGroup]
        /// The group of each open window, by the window's identity.
        private var groupOfWindow: [ObjectIdentifier: Int] = [:]

        /// Launches an app: its `body`'s window groups, and a window for each store to restore,
        /// or one window of the first group for a first launch.
        /// - Parameters:
        ///   - app: The app.
        ///   - clock: The clock of every window's transitions.
        ///   - timings: How long transitions take.
        ///   - supportsMultipleWindows: Whether the app can open several windows.
        ///   - sceneStores: The stores of the windows to restore, as an earlier host's
        ///     ``sceneStores``; none for a first launch.
        public convenience init<A: App>(
            _ app: A, clock: HostClock = HostClock(),
            timings: TransitionTimings = TransitionTimings(), supportsMultipleWindows: Bool = true,
            restoring sceneStores: [SceneStore] = []
        ) {
            self.init(
                scene: app.body, clock: clock, timings: timings,
                supportsMultipleWindows: supportsMultipleWindows, restoring: sceneStores)
        }

        /// Launches a scene, as an app whose `body` it is.
        /// - Parameters:
        ///   - scene: The scene.
        ///   - clock: The clock of every window's transitions.
        ///   - timings: How long transitions take.
        ///   - supportsMultipleWindows: Whether the app can open several windows.
        ///   - sceneStores: The stores of the windows to restore; none for a first launch.
        public init<S: Scene>(
            scene: S, clock: HostClock = HostClock(),
            timings: TransitionTimings = TransitionTimings(), supportsMultipleWindows: Bool = true,
            restoring sceneStores: [SceneStore] = []
        ) {
            self.clock = clock
            self.timings = timings
            self.supportsMultipleWindows = supportsMultipleWindows
            self.groups = HostWindowGroup.groups(of: scene)
            let restored = supportsMultipleWindows ? sceneStores : Array(sceneStores.prefix(1))
            for store in restored {
                let index = groups.firstIndex { $0.id == store.windowGroupID } ?? 0
                open(group: index, store: store)
            }
            if windows.isEmpty { open(group: 0, store: SceneStore()) }
        }

        /// The windows' stores, in the order the windows opened: pass them to a new host to
        /// relaunch.
        public var sceneStores: [SceneStore] { windows.map(\.sceneStore) }

        /// Opens a new window of a window group, as the user does from the app switcher or a
        /// "New Window" command, or `openWindow(id:)` does.
        ///
        /// ```swift
        /// let second = try app.openWindow()
        /// ```
        /// - Parameter id: The group's identifier; `nil` for the first group.
        /// - Returns: The new window.
        /// - Throws: ``HostError/cannotOpenWindow(_:)`` when the app opens one window only, or
        ///   no group has that identifier.
        @discardableResult
        public func openWindow(id: String? = nil) throws -> ViewHost {
            guard supportsMultipleWindows else {
                throw HostError.cannotOpenWindow("the app shows one window (an iPhone)")
            }
            guard let index = id.map({ id in groups.firstIndex { $0.id == id } }) ?? 0 else {
                throw HostError.cannotOpenWindow("no window group has the identifier \"\(id!)\"")
            }
            return open(group: index, store: SceneStore())
        }

        /// Closes a window, as the user does: its views disappear and its store is discarded
        /// with it.
        /// - Parameter window: One of ``windows``.
        public func closeWindow(_ window: ViewHost) {
            guard let index = windows.firstIndex(where: { $0 === window }) else { return }
            windows.remove(at: index)
            groupOfWindow[ObjectIdentifier(window)] = nil
            if activeWindow === window { activeWindow = windows.last }
            window.close()
        }

        /// Makes a window the one the user uses, as a tap in it does.
        /// - Parameter window: One of ``windows``.
        public func activate(_ window: ViewHost) {
            guard windows.contains(where: { $0 === window }) else { return }
            activeWindow = window
        }

        /// Runs every window's pending updates.
        public func update() {
            for window in windows { window.update() }
        }

        /// Moves the shared clock forward, ending each window's transitions in time order.
        /// - Parameter duration: How far to move the clock.
        public func advance(by duration: Duration) async {
            let target = clock.now.advanced(by: duration)
            await runTasks()
            while let next = nextDeadline(), next <= target {
                clock.move(to: next)
                for window in windows { window.fireTimers(dueBy: next) }
                await runTasks()
            }
            clock.move(to: target)
            await runTasks()
        }

        /// Advances the clock until no window has a transition running or a timer pending, or
        /// until the limit; returns whether everything settled.
        @discardableResult
        public func settle(limit: Duration = .seconds(60)) async -> Bool {
            await settleOnClock(limit: limit)
        }

        // MARK: Internals

        @discardableResult
        func open(group index: Int, store: SceneStore) -> ViewHost {
            let group = groups[index]
            store.windowGroupID = group.id
            let window = ViewHost(
                group.makeContent(), clock: clock, timings: timings, sceneStore: store
            ) { [weak self, supportsMultipleWindows] environment in
                environment.hostSupportsMultipleWindows = supportsMultipleWindows
                environment.hostOpenWindow = OpenWindowAction { id in
                    guard let self else { return }
                    do {
                        try self.openWindow(id: id)
                    } catch {
                        self.log.append("openWindow(id: \"\(id)\"): \(error)")
                    }
                }
            }
            windows.append(window)
            groupOfWindow[ObjectIdentifier(window)] = index
            activeWindow = window
            return window
        }

        /// The group a window belongs to.
        func group(of window: ViewHost) -> HostWindowGroup? {
            groupOfWindow[ObjectIdentifier(window)].map { groups[$0] }
        }

        func record(_ message: String) {
            log.append(message)
        }

        func nextDeadline() -> HostClock.Instant? {
            (windows.compactMap { $0.nextDeadline() } + [clock.earliestDeadline].compactMap { $0 })
                .min()
        }

        func runTasks() async {
            for window in windows { await window.runTasks() }
        }
    }
#endif
