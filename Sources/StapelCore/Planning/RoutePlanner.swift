/// Turns a change of a stack from one route list to another into steps that SwiftUI can perform,
/// one update each.
///
/// The rules:
/// - routes are matched by identity (``RouteID``); the routes the two lists share at the bottom
///   are the common ancestor, and keep their identity even when their screen values change;
/// - a list assigned to a stack (``Stack/setRoutes(_:animated:fileID:filePath:line:column:)``,
///   a deep link, a route list held as a value) first keeps the screens showing: position by
///   position from the bottom, a route of the new list that shows the same thing as the route
///   shown there (the same style and name, and an equal `Equatable` screen) takes the shown
///   route's identity, unless the new list holds that identity elsewhere; the first position that neither has the shown identity nor
///   shows the same ends the routes kept (``keepingShownRoutes(of:in:)``). A rebuilt list, such
///   as `[.push(.a), .push(.b)]` while `.a` shows, therefore pops and pushes nothing below `.b`,
///   and `.a` keeps its state;
/// - the plan goes back to the common ancestor first, and only then forward;
/// - each step fits in one update for the given ``PlatformCapabilities``
///   (see ``isValidStep(from:to:capabilities:)``);
/// - the plan has the fewest steps those capabilities allow;
/// - no route is removed and then added again.
///
/// ```swift
/// let plan = RoutePlanner.steps(from: stack.routes, to: routes, capabilities: .oneChangePerUpdate)
/// for step in plan { print(step.map(\.screen)) }
/// ```
@_spi(StapelUI)
public enum RoutePlanner {
    /// Plans a change.
    ///
    /// Edits of screen values in the common ancestor ride along with the first step. Equal lists
    /// give no steps; lists that differ only in screen values or names give one.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// // Two sheets cannot appear in one update:
    /// let sheets: [Route<Screen>] = [.sheet(.compose), .sheet(.settings)]
    /// RoutePlanner.steps(from: [], to: sheets, capabilities: .navigationStack).count  // 2
    /// ```
    /// - Parameters:
    ///   - start: The routes now, bottom-most first.
    ///   - target: The routes wanted, bottom-most first. It must be a valid list (see
    ///     ``RouteListError``).
    ///   - capabilities: What fits in one update.
    /// - Returns: The plan: the route list after each step, in order; the last one equals
    ///   `target`.
    /// - Complexity: O(n), where n is the number of routes in both lists. The plan holds no copy
    ///   of a step; reading a step builds it.
    public static func steps<Screen>(
        from start: [Route<Screen>],
        to target: [Route<Screen>],
        capabilities: PlatformCapabilities
    ) -> RoutePlan<Screen> {
        // Through buffer pointers: unspecialized generic code pays a metadata lookup, and
        // sometimes an allocation, for every array subscript.
        let (common, ends) = start.withUnsafeBufferPointer { start in
            target.withUnsafeBufferPointer { target in
                stepEnds(from: start, to: target, capabilities: capabilities)
            }
        }
        var plan = RoutePlan(start: start, target: target, commonLength: common, ends: ends)
        if ends.isEmpty && !Route.areSame(start, target) {
            plan = RoutePlan(
                start: start, target: target, commonLength: common,
                ends: [.forward(target.count)])
        }
        return plan
    }

    /// The common length and the ends of the steps from `start` to `target`.
    private static func stepEnds<Screen>(
        from start: UnsafeBufferPointer<Route<Screen>>,
        to target: UnsafeBufferPointer<Route<Screen>>,
        capabilities: PlatformCapabilities
    ) -> (common: Int, ends: [PlanStepEnd]) {
        let common = commonPrefixLength(start, target)
        var ends: [PlanStepEnd] = []
        // One push per update: about one step per route added.
        if !capabilities.multiplePushesPerUpdate {
            ends.reserveCapacity(target.count - common + 2)
        }

        // Back to the common ancestor. Where one dismissal fits per update, each presentation
        // leaves in a step of its own, topmost first; the pushes below the lowest one are
        // popped after. Otherwise everything above the ancestor leaves in one step.
        var popEnd = start.count
        if !capabilities.multipleDismissalsPerUpdate {
            var index = start.count
            while index > common {
                index -= 1
                if start[index].style.isPresentation {
                    ends.append(.back(index))
                    popEnd = index
                }
            }
        }
        let needsBackStep = common < popEnd

        // Forward: chunks that each fit in one update. A push chunk rides along with the back
        // step when going back and forward fit in one update; a presentation never does.
        var chunkStart = common
        if needsBackStep {
            if capabilities.multiplePushesPerUpdate, common < target.count,
                !target[common].style.isPresentation
            {
                chunkStart = forwardChunkEnd(in: target, from: common, capabilities: capabilities)
                ends.append(.forward(chunkStart))
            } else {
                ends.append(.back(common))
            }
        }
        if !capabilities.multiplePushesPerUpdate {
            // One route per step: no route needs reading.
            for end in chunkStart..<target.count {
                ends.append(.forward(end + 1))
            }
            return (common, ends)
        }
        while chunkStart < target.count {
            chunkStart = forwardChunkEnd(in: target, from: chunkStart, capabilities: capabilities)
            ends.append(.forward(chunkStart))
        }
        return (common, ends)
    }

    /// Whether a change from one route list to another fits in one update.
    ///
    /// Let the common ancestor be the longest shared bottom by identity. A step:
    /// - ends in a valid list;
    /// - adds at most one presentation, and only as the first route it adds, in a step that
    ///   removes nothing; pushes may follow it inside the new layer only when several pushes fit
    ///   in one update;
    /// - otherwise adds at most one push, or any number when several fit;
    /// - removes at most one presentation, or any number when several dismissals fit;
    /// - where one dismissal fits per update, gives a dismissal its update to itself: it adds
    ///   nothing, and removes nothing below the presentation (the routes pushed inside the
    ///   presentation leave with it);
    /// - goes back and forward in the same update only when several pushes fit in one;
    /// - changes something.
    ///
    /// Under ``PlatformCapabilities/oneChangePerUpdate`` a valid step is therefore exactly one
    /// change: one push, one presentation, one dismissal, or popping pushed routes off the
    /// current navigation.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// let sheet: [Route<Screen>] = [.sheet(.compose)]
    /// RoutePlanner.isValidStep(from: [], to: sheet, capabilities: .navigationStack)  // true
    /// ```
    /// - Parameters:
    ///   - start: The routes before the update.
    ///   - end: The routes after the update.
    ///   - capabilities: What fits in one update.
    /// - Returns: `true` if SwiftUI can perform the change in one update.
    /// - Complexity: O(n) in the number of routes.
    public static func isValidStep<Screen>(
        from start: [Route<Screen>],
        to end: [Route<Screen>],
        capabilities: PlatformCapabilities
    ) -> Bool {
        guard RouteListError.firstError(in: end) == nil else { return false }
        let common = commonPrefixLength(start, end)
        let removed = start[common...]
        let added = end[common...]
        if removed.isEmpty && added.isEmpty { return !Route.areSame(start, end) }
        if !removed.isEmpty && !added.isEmpty && !capabilities.multiplePushesPerUpdate {
            return false
        }
        guard fitsInOneUpdate(removing: removed, capabilities: capabilities) else { return false }
        let addedPresentations = added.reduce(0) { $0 + ($1.style.isPresentation ? 1 : 0) }
        let addedPushes = added.count - addedPresentations
        if addedPresentations > 1 { return false }
        if addedPresentations == 1 {
            guard removed.isEmpty, added[added.startIndex].style.isPresentation else {
                return false
            }
            return addedPushes == 0 || capabilities.multiplePushesPerUpdate
        }
        if addedPushes > 1 && !capabilities.multiplePushesPerUpdate { return false }
        let removedPresentations = removed.reduce(0) { $0 + ($1.style.isPresentation ? 1 : 0) }
        if removedPresentations > 0 && !added.isEmpty && !capabilities.multipleDismissalsPerUpdate {
            return false
        }
        return true
    }

    /// Whether removing the top routes of a stack fits in one update: several presentations
    /// only when several dismissals fit, and otherwise a presentation only with the routes
    /// pushed inside it.
    /// - Complexity: O(k), where k is the number of routes removed.
    static func fitsInOneUpdate<Screen>(
        removing removed: ArraySlice<Route<Screen>>,
        capabilities: PlatformCapabilities
    ) -> Bool {
        if capabilities.multipleDismissalsPerUpdate { return true }
        var presentations = 0
        for route in removed where route.style.isPresentation {
            presentations += 1
        }
        if presentations == 0 { return true }
        return presentations == 1 && removed[removed.startIndex].style.isPresentation
    }

    /// The length of the longest shared bottom of two lists, by route identity.
    /// - Complexity: O(n), where n is the length returned.
    static func commonPrefixLength<Screen>(_ lhs: [Route<Screen>], _ rhs: [Route<Screen>]) -> Int {
        lhs.withUnsafeBufferPointer { lhs in
            rhs.withUnsafeBufferPointer { rhs in commonPrefixLength(lhs, rhs) }
        }
    }

    private static func commonPrefixLength<Screen>(
        _ lhs: UnsafeBufferPointer<Route<Screen>>, _ rhs: UnsafeBufferPointer<Route<Screen>>
    ) -> Int {
        let limit = min(lhs.count, rhs.count)
        var length = 0
        while length < limit, lhs[length].id == rhs[length].id {
            length += 1
        }
        return length
    }

    /// The end of the chunk of routes to add that starts at `start` and fits in one update: a
    /// presentation or a push, then the pushes after it when several pushes fit.
    private static func forwardChunkEnd<Screen>(
        in target: UnsafeBufferPointer<Route<Screen>>,
        from start: Int,
        capabilities: PlatformCapabilities
    ) -> Int {
        var end = start + 1
        if capabilities.multiplePushesPerUpdate {
            while end < target.count, !target[end].style.isPresentation { end += 1 }
        }
        return end
    }
}
