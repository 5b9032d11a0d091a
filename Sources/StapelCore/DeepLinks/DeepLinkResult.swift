/// What applying a deep link to a ``Stack`` did.
///
/// ```swift
/// let result = try stack.open(url, using: table)
/// if !result.isComplete {
///     print("opened \(result.appliedCount) of \(result.routeCount) screens")
/// }
/// ```
public struct DeepLinkResult: Hashable, Sendable {
    /// How far applying a deep link got.
    ///
    /// ```swift
    /// switch try stack.open(url, using: table).outcome {
    /// case .completed: break
    /// case .stopped(let index, let result): print("stopped at route \(index): \(result.outcome)")
    /// case .waitingForRestoration: print("opens once the saved navigation is back")
    /// case .held: print("opens once the app releases links")
    /// case .waitingForNewWindow: print("opens in the window the app opens for it")
    /// }
    /// ```
    public enum Outcome: Hashable, Sendable {
        /// Every route of the link stands on the stack.
        case completed
        /// The request for the link's route at this index did not push: an evaluator rejected it,
        /// handled it in place, offered it or replaced the top, or it could not land. The routes
        /// before it stand on the stack; the rest of the link was not applied.
        case stopped(index: Int, result: PushResult)
        /// A ``NavigationAutosave`` of the stack (or of a tree that holds it) has not restored it yet:
        /// the link is opened right after the restore, on the restored routes, as if it had
        /// arrived just then. Nothing has changed yet; await ``DeepLinkResult/change`` to know
        /// when the link's routes are on screen.
        case waitingForRestoration
        /// The app holds links (``Stack/holdsLinks``): the link opens when it releases them, as
        /// if it had arrived just then. Nothing has changed yet.
        case held
        /// The link names a window that is not open: it opens in the next window that connects
        /// (`KeyedNavigation.connectScene(_:)`), which the app opens for it. Nothing has changed
        /// yet.
        case waitingForNewWindow
    }

    /// The number of routes the link asked for.
    public var routeCount: Int
    /// The number of the link's leading routes that were on the stack already and were kept.
    public var keptCount: Int
    /// How far it got.
    public var outcome: Outcome
    /// The planned change that brings the accepted routes on screen; await its
    /// ``StackChange/outcome`` to know when they all are. `nil` for a result made by hand. For a
    /// link that waits for restoration, it ends when the change made after the restore ends,
    /// and its ``StackChange/stepCount`` is 0.
    ///
    /// ```swift
    /// let change = try stack.open(url, using: table).change
    /// await change?.outcome
    /// ```
    public var change: StackChange?

    /// Creates a result.
    ///
    /// ```swift
    /// let result = DeepLinkResult(routeCount: 2, keptCount: 1, outcome: .completed)
    /// ```
    /// - Parameters:
    ///   - routeCount: The number of routes the link asked for.
    ///   - keptCount: The number of leading routes kept from the stack.
    ///   - outcome: How far it got.
    ///   - change: The planned change that applies the accepted routes.
    public init(
        routeCount: Int, keptCount: Int, outcome: Outcome, change: StackChange? = nil
    ) {
        self.routeCount = routeCount
        self.keptCount = keptCount
        self.outcome = outcome
        self.change = change
    }

    /// Whether two results say the same, and carry the same change object.
    public static func == (lhs: DeepLinkResult, rhs: DeepLinkResult) -> Bool {
        lhs.routeCount == rhs.routeCount && lhs.keptCount == rhs.keptCount
            && lhs.outcome == rhs.outcome
            && lhs.change.map(ObjectIdentifier.init) == rhs.change.map(ObjectIdentifier.init)
    }

    /// Hashes what the result says and the identity of its change.
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(routeCount)
        hasher.combine(keptCount)
        hasher.combine(outcome)
        hasher.combine(change.map(ObjectIdentifier.init))
    }

    /// Whether every route of the link stands on the stack.
    ///
    /// ```swift
    /// try stack.open(url, using: table).isComplete
    /// ```
    public var isComplete: Bool { outcome == .completed }

    /// The number of the link's routes that stand on the stack, kept or pushed, from the bottom;
    /// 0 while the link waits for restoration.
    ///
    /// ```swift
    /// let result = try stack.open(url, using: table)
    /// print(result.appliedCount)
    /// ```
    public var appliedCount: Int {
        switch outcome {
        case .completed: routeCount
        case .stopped(let index, _): index
        case .waitingForRestoration, .held, .waitingForNewWindow: 0
        }
    }
}
