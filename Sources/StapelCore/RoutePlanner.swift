/// Turns a change of a stack from one route list to another into steps that SwiftUI can perform,
/// one update each.
///
/// The rules:
/// - routes are matched by identity (``RouteID``); the routes the two lists share at the bottom
///   are the common ancestor, and keep their identity even when their screen values change;
/// - the plan goes back to the common ancestor first, and only then forward;
/// - each step fits in one update for the given ``PlatformCapabilities``
///   (see ``isValidStep(from:to:capabilities:)``);
/// - the plan has the fewest steps those capabilities allow;
/// - no route is removed and then added again.
///
/// ```swift
/// let steps = RoutePlanner.steps(from: stack.routes, to: target, capabilities: .oneChangePerUpdate)
/// for step in steps { print(step.map(\.screen)) }
/// ```
public enum RoutePlanner {
    /// Plans a change.
    ///
    /// Edits of screen values in the common ancestor ride along with the first step. Equal lists
    /// give no steps; lists that differ only in screen values or names give one.
    ///
    /// ```swift
    /// // Two sheets cannot appear in one update:
    /// RoutePlanner.steps(from: [], to: [.sheet(a), .sheet(b)], capabilities: .navigationStack).count  // 2
    /// ```
    /// - Parameters:
    ///   - start: The routes now, bottom-most first.
    ///   - target: The routes wanted, bottom-most first. It must be a valid list (see
    ///     ``RouteListError``).
    ///   - capabilities: What fits in one update.
    /// - Returns: The route list after each step, in order; the last one equals `target`.
    /// - Complexity: O(n), where n is the number of routes in both lists, plus the size of the
    ///   steps returned.
    public static func steps<Screen>(
        from start: [Route<Screen>],
        to target: [Route<Screen>],
        capabilities: PlatformCapabilities
    ) -> [[Route<Screen>]] {
        let common = commonPrefixLength(start, target)
        let ancestor = Array(target[..<common])
        var steps: [[Route<Screen>]] = []

        // Back: one dismissal per step unless several fit, then whatever remains above the
        // common ancestor in one final step.
        let presentations = start.indices.filter { $0 >= common && start[$0].style.isPresentation }
        if !capabilities.multipleDismissalsPerUpdate && presentations.count > 1 {
            for index in presentations.dropFirst().reversed() {
                steps.append(ancestor + start[common..<index])
            }
        }
        let needsBackStep = common < start.count

        // Forward: chunks that each fit in one update.
        var chunks = forwardChunks(of: target[common...], capabilities: capabilities)
        if needsBackStep {
            // A push chunk can ride along with the last back step; a presentation cannot.
            if let first = chunks.first, !first[first.startIndex].style.isPresentation {
                steps.append(ancestor + first)
                chunks.removeFirst()
            } else {
                steps.append(ancestor)
            }
        }
        var current = steps.last ?? ancestor
        for chunk in chunks {
            current += chunk
            steps.append(current)
        }
        if steps.isEmpty && !areSameRoutes(start, target) {
            steps.append(target)
        }
        return steps
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
    /// - changes something.
    ///
    /// ```swift
    /// RoutePlanner.isValidStep(from: [], to: [.sheet(a)], capabilities: .navigationStack)  // true
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
        if removed.isEmpty && added.isEmpty { return !areSameRoutes(start, end) }
        let addedPresentations = added.reduce(0) { $0 + ($1.style.isPresentation ? 1 : 0) }
        let removedPresentations = removed.reduce(0) { $0 + ($1.style.isPresentation ? 1 : 0) }
        let addedPushes = added.count - addedPresentations
        if addedPresentations > 1 { return false }
        if addedPresentations == 1 {
            guard removed.isEmpty, added[added.startIndex].style.isPresentation else {
                return false
            }
            return addedPushes == 0 || capabilities.multiplePushesPerUpdate
        }
        if addedPushes > 1 && !capabilities.multiplePushesPerUpdate { return false }
        return removedPresentations <= 1 || capabilities.multipleDismissalsPerUpdate
    }

    /// The length of the longest shared bottom of two lists, by route identity.
    static func commonPrefixLength<Screen>(_ lhs: [Route<Screen>], _ rhs: [Route<Screen>]) -> Int {
        var length = 0
        while length < min(lhs.count, rhs.count), lhs[length].id == rhs[length].id {
            length += 1
        }
        return length
    }

    /// Whether two lists hold the same routes with known-equal screens and the same names.
    static func areSameRoutes<Screen>(_ lhs: [Route<Screen>], _ rhs: [Route<Screen>]) -> Bool {
        lhs.count == rhs.count
            && zip(lhs, rhs).allSatisfy { old, new in
                old.id == new.id && old.name == new.name && areKnownEqual(old.screen, new.screen)
            }
    }

    /// Splits the routes to add into chunks that each fit in one update.
    private static func forwardChunks<Screen>(
        of added: ArraySlice<Route<Screen>>,
        capabilities: PlatformCapabilities
    ) -> [ArraySlice<Route<Screen>>] {
        var chunks: [ArraySlice<Route<Screen>>] = []
        var start = added.startIndex
        while start < added.endIndex {
            var end = start + 1
            if capabilities.multiplePushesPerUpdate {
                while end < added.endIndex, !added[end].style.isPresentation { end += 1 }
            }
            chunks.append(added[start..<end])
            start = end
        }
        return chunks
    }
}
