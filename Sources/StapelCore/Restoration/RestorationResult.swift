/// What restoring saved routes onto a ``Stack`` did: the planned change that brings them on
/// screen, and the saved routes that were dropped.
///
/// A restore that reads back only in part is not an error: the longest valid run of routes from
/// the bottom is restored, and ``dropped`` lists the rest with the reason for each. Await
/// ``change`` to know when the restored routes are all on screen.
///
/// ```swift
/// let result = try stack.restore(from: savedData)
/// if !result.isComplete {
///     logger.warning("restored \(result.restoredCount) routes; dropped \(result.dropped)")
/// }
/// await result.change.outcome  // .completed once every step is on screen
/// ```
public struct RestorationResult: Hashable, Sendable {
    /// The planned change that brings the restored routes on screen.
    ///
    /// ```swift
    /// await result.change.outcome
    /// ```
    public let change: StackChange
    /// The number of saved routes restored, from the bottom.
    ///
    /// ```swift
    /// result.restoredCount  // 2
    /// ```
    public let restoredCount: Int
    /// The saved routes that were not restored, with the reason for each; empty when every
    /// saved route was.
    ///
    /// ```swift
    /// for route in result.dropped { print(route) }  // "#2: unknown screen type \"recipe\""
    /// ```
    public let dropped: [DroppedRoute]

    init(change: StackChange, restoredCount: Int, dropped: [DroppedRoute]) {
        self.change = change
        self.restoredCount = restoredCount
        self.dropped = dropped
    }

    /// Whether every saved route was restored.
    ///
    /// ```swift
    /// try stack.restore(from: savedData).isComplete
    /// ```
    public var isComplete: Bool { dropped.isEmpty }

    /// Whether two results say the same, and carry the same change object.
    public static func == (lhs: RestorationResult, rhs: RestorationResult) -> Bool {
        lhs.change === rhs.change && lhs.restoredCount == rhs.restoredCount
            && lhs.dropped == rhs.dropped
    }

    /// Hashes what the result says and the identity of its change.
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(change))
        hasher.combine(restoredCount)
        hasher.combine(dropped)
    }
}
