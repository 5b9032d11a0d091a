#if !canImport(SwiftUI)
    /// A navigation stack's screens, modelled on UINavigationController: the path the app asks
    /// for, the screens on display, and the transition between them.
    ///
    /// A change of the path starts a push, pop or replace transition that lasts
    /// `TransitionTimings.push`; a change that arrives during a transition is applied after it.
    /// A pop by the user (back button, swipe, long press) changes the display first and writes
    /// the shorter path back when its transition ends, as SwiftUI does.
    @MainActor
    final class NavigationController: NodeController {
        weak var node: ViewNode?
        /// Reads the app's path; `nil` when the stack keeps its own.
        var readPath: (() -> [AnyHashable])?
        var writePath: (([AnyHashable]) -> Void)?
        /// Whether the app's path can hold a value; `nil` when any value fits.
        var pathHolds: ((AnyHashable) -> Bool)?
        private(set) var ownPath: [AnyHashable] = []
        private(set) var displayed: [NavigationEntry] = []
        private var leaving: [NavigationEntry] = []
        private(set) var transition: NavigationTransitionState?
        private var destinations: [ObjectIdentifier: (AnyHashable) -> any View] = [:]
        private(set) var bound: [BoundDestination] = []
        private var reportedMissing: Set<String> = []
        /// The dismiss targets of the pushed screens, by their key.
        private var dismissTargets: [ChildKey: HostDismissTarget] = [:]

        init(node: ViewNode) {
            self.node = node
        }

        // MARK: Drawing

        /// Updates the root and the screens, and starts a transition when the path changed.
        func update(root: any View, transaction: Transaction) {
            guard let node else { return }
            var environment = node.environment
            environment.hostNavigation = self
            environment.hostHasNavigationBar = true
            let rootChild = ChildView(.slot("root"), root, environment)
            node.reconcile(
                [rootChild]
                    + node.children.dropFirst().map {
                        ChildView($0.key, $0.view, screenEnvironment(environment, for: $0.key))
                    }, transaction: transaction)
            let path = node.host.track(node) { readPath?() ?? ownPath }
            sync(to: path, transaction: transaction)
            for _ in 0..<8 {
                let entries = displayed + leaving
                var missing = false
                let screens = node.host.track(node) {
                    entries.map { entry -> ChildView in
                        let view = self.view(for: entry)
                        missing = missing || view == nil
                        return ChildView(
                            entry.key, view ?? EmptyView(),
                            self.screenEnvironment(environment, for: entry.key))
                    }
                }
                node.reconcile([rootChild] + screens, transaction: transaction)
                let stillMissing = entries.contains { entry in
                    entry.value.map { destinations[ObjectIdentifier(type(of: $0.base))] == nil }
                        ?? false
                }
                if !missing || stillMissing { break }
            }
            if dismissTargets.count > displayed.count + leaving.count {
                let shown = Set((displayed + leaving).map(\.key))
                dismissTargets = dismissTargets.filter { shown.contains($0.key) }
            }
            for entry in displayed + leaving {
                guard let value = entry.value,
                    destinations[ObjectIdentifier(type(of: value.base))] == nil
                else { continue }
                let name = String(reflecting: type(of: value.base))
                if reportedMissing.insert(name).inserted {
                    node.host.record(
                        "A navigationDestination for \u{201C}\(name)\u{201D} was not found; the "
                            + "screen is empty")
                }
            }
        }

        /// The environment of a pushed screen: the stack's, with the screen's dismiss target.
        /// Every reconciliation of a screen gives it this one, so that its environment keeps
        /// its identity from update to update.
        private func screenEnvironment(_ environment: EnvironmentValues, for key: ChildKey)
            -> EnvironmentValues
        {
            var screenEnvironment = environment
            screenEnvironment.hostDismissTarget = dismissTarget(for: key)
            return screenEnvironment
        }

        /// What `dismiss()` does in a pushed screen: it pops that screen and those above it, as
        /// the back button's menu would. While a transition runs it does nothing (see the
        /// README: our reading).
        private func dismissTarget(for key: ChildKey) -> HostDismissTarget {
            if let target = dismissTargets[key] { return target }
            let target = HostDismissTarget { [weak self] in
                guard let self, self.transition == nil,
                    let index = self.displayed.firstIndex(where: { $0.key == key })
                else { return }
                self.userPop(toCount: index)
            }
            dismissTargets[key] = target
            return target
        }

        private func view(for entry: NavigationEntry) -> (any View)? {
            if let value = entry.value {
                return destinations[ObjectIdentifier(type(of: value.base))]?(value)
            }
            return bound.first { entry.key == .id(AnyHashable($0.id)) }?.view
        }

        func isChildVisible(_ child: ViewNode) -> Bool {
            if let transition { return transition.visible.contains(child.key) }
            return child.key == topKey
        }

        var topKey: ChildKey { displayed.last?.key ?? .slot("root") }

        // MARK: Registrations

        /// Registers a destination builder for a data type; a new one redraws the stack.
        func register(_ type: Any.Type, _ make: @escaping (AnyHashable) -> any View) {
            let key = ObjectIdentifier(type)
            let isNew = destinations[key] == nil
            destinations[key] = make
            if isNew { node?.invalidate(transaction: nil) }
        }

        /// Adds, updates or removes a bound destination.
        func setBound(_ destination: BoundDestination?, for id: ObjectIdentifier) {
            if let destination {
                if let index = bound.firstIndex(where: { $0.id == id }) {
                    bound[index] = destination
                } else {
                    bound.append(destination)
                    node?.invalidate(transaction: HostTransactionContext.current)
                }
            } else if bound.contains(where: { $0.id == id }) {
                bound.removeAll { $0.id == id }
                node?.invalidate(transaction: HostTransactionContext.current)
            }
        }

        // MARK: Transitions

        private func entries(for path: [AnyHashable]) -> [NavigationEntry] {
            path.enumerated().map { NavigationEntry(key: .entry($0, $1), value: $1) }
                + bound.map { NavigationEntry(key: .id(AnyHashable($0.id)), value: nil) }
        }

        private func sync(to path: [AnyHashable], transaction: Transaction) {
            guard transition == nil else { return }
            let desired = entries(for: path)
            guard desired != displayed else { return }
            let kind: HostTransition.Kind =
                desired.starts(with: displayed)
                ? .push : displayed.starts(with: desired) ? .pop : .replace
            let previous = displayed
            let oldTop = topKey
            let desiredKeys = Set(desired.map(\.key))
            leaving = displayed.filter { !desiredKeys.contains($0.key) }
            displayed = desired
            begin(
                kind, from: previous, oldTop: oldTop, byUser: false,
                animated: !transaction.disablesAnimations)
        }

        private func begin(
            _ kind: HostTransition.Kind, from previous: [NavigationEntry], oldTop: ChildKey,
            byUser: Bool, animated: Bool, interactive: Bool = false
        ) {
            guard let host = node?.host else { return }
            let duration = animated ? host.timings.push : .zero
            transition = NavigationTransitionState(
                visible: [oldTop, topKey], previous: previous, byUser: byUser,
                interactiveProgress: interactive ? 0 : nil)
            if !interactive {
                host.recordTransition(kind, duration: duration, byUser: byUser)
                noteZoomCandidate(kind == .pop ? oldTop : topKey)
                host.schedule(after: duration) { [weak self] in self?.finish() }
            }
            node?.invalidate(transaction: nil)
        }

        /// Notes the screen the transition just recorded moves, for its zoom.
        private func noteZoomCandidate(_ key: ChildKey) {
            node?.host.noteZoomCandidate { [weak self] in
                self?.node?.children.first { $0.key == key }
            }
        }

        private func finish() {
            guard let finished = transition else { return }
            transition = nil
            leaving = []
            if finished.byUser { writeBack() }
            node?.invalidate(transaction: nil)
        }

        /// Tells the app what the user's pop left: the shorter path, and bound destinations
        /// turned off.
        private func writeBack() {
            let values = displayed.compactMap(\.value)
            if let writePath { writePath(values) } else { ownPath = values }
            let remaining = Set(displayed.map(\.key))
            for destination in bound where !remaining.contains(.id(AnyHashable(destination.id))) {
                destination.pop()
            }
        }

        // MARK: Links

        /// Appends a `NavigationLink(value:)`'s value to the path, as SwiftUI does: only when a
        /// `navigationDestination(for:)` for the value's type is registered in this stack, and
        /// only when the path's element type can hold the value. Otherwise the link does
        /// nothing, and the host's log says why.
        func activateLink(_ value: AnyHashable) {
            guard let node else { return }
            let name = String(reflecting: type(of: value.base))
            guard destinations[ObjectIdentifier(type(of: value.base))] != nil else {
                node.host.record(
                    "A NavigationLink is presenting a value of type \u{201C}\(name)\u{201D} but "
                        + "there is no matching navigationDestination declaration visible from "
                        + "the location of the link. The link cannot be activated.")
                return
            }
            if let writePath {
                guard pathHolds?(value) ?? true else {
                    node.host.record(
                        "A NavigationLink's value of type \u{201C}\(name)\u{201D} does not fit "
                            + "the navigation stack's path; the link does nothing")
                    return
                }
                writePath((readPath?() ?? []) + [value])
            } else {
                ownPath.append(value)
                node.invalidate(transaction: HostTransactionContext.current)
            }
        }

        // MARK: The user

        /// Whether the user can go back: there is a screen above the root and no transition.
        var canGoBack: Bool { transition == nil && !displayed.isEmpty }

        /// Pops to the given number of screens above the root, as the back button (one) or
        /// the long-press menu (any) does.
        func userPop(toCount count: Int) {
            guard canGoBack, count >= 0, count < displayed.count else { return }
            let previous = displayed
            let oldTop = topKey
            leaving = Array(displayed[count...])
            displayed = Array(displayed.prefix(count))
            begin(.pop, from: previous, oldTop: oldTop, byUser: true, animated: true)
        }

        /// Starts a swipe back: the screen below comes on screen under the finger.
        func beginSwipe() {
            guard canGoBack else { return }
            let previous = displayed
            let oldTop = topKey
            leaving = [displayed.removeLast()]
            begin(
                .pop, from: previous, oldTop: oldTop, byUser: true, animated: true,
                interactive: true)
        }

        /// Moves a swipe that is under the finger.
        func moveSwipe(to progress: Double) {
            guard transition?.interactiveProgress != nil else { return }
            transition?.interactiveProgress = min(max(progress, 0), 1)
        }

        /// Releases the finger: the pop completes, or the screen springs back.
        func endSwipe(completing: Bool) {
            guard let host = node?.host, let progress = transition?.interactiveProgress else {
                return
            }
            transition?.interactiveProgress = nil
            let remaining = completing ? 1 - progress : progress
            let duration = host.timings.push * remaining
            host.recordTransition(completing ? .pop : .push, duration: duration, byUser: true)
            if let swiped = leaving.first?.key { noteZoomCandidate(swiped) }
            host.schedule(after: duration) { [weak self] in
                guard let self else { return }
                if completing {
                    self.finish()
                } else if let previous = self.transition?.previous {
                    self.displayed = previous
                    self.leaving = []
                    self.transition = nil
                    self.node?.invalidate(transaction: nil)
                }
            }
        }
    }
#endif
