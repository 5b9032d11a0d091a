/// What applying a deep link to a ``Stack`` did.
///
/// ```swift
/// let result = try stack.open(url, using: table)
/// if !result.isComplete {
///     print("opened \(result.appliedCount) of \(result.routeCount) screens")
/// }
/// ```
public struct DeepLinkResult: Hashable, Sendable {
    /// The number of routes the link asked for.
    public var routeCount: Int
    /// The number of the link's leading routes that were on the stack already and were kept.
    public var keptCount: Int
    /// How far it got.
    public var outcome: DeepLinkOutcome

    /// Creates a result.
    ///
    /// ```swift
    /// let result = DeepLinkResult(routeCount: 2, keptCount: 1, outcome: .completed)
    /// ```
    /// - Parameters:
    ///   - routeCount: The number of routes the link asked for.
    ///   - keptCount: The number of leading routes kept from the stack.
    ///   - outcome: How far it got.
    public init(routeCount: Int, keptCount: Int, outcome: DeepLinkOutcome) {
        self.routeCount = routeCount
        self.keptCount = keptCount
        self.outcome = outcome
    }

    /// Whether every route of the link stands on the stack.
    ///
    /// ```swift
    /// try stack.open(url, using: table).isComplete
    /// ```
    public var isComplete: Bool { outcome == .completed }

    /// The number of the link's routes that stand on the stack, kept or pushed, from the bottom.
    ///
    /// ```swift
    /// let result = try stack.open(url, using: table)
    /// print(result.appliedCount)
    /// ```
    public var appliedCount: Int {
        switch outcome {
        case .completed: routeCount
        case .stopped(let index, _): index
        }
    }
}
