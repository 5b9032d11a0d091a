/// A saved route that was not restored: where it was, and why.
///
/// ```swift
/// let result = try stack.restore(from: data)
/// print("restored \(result.restoredCount); dropped", result.dropped.map(\.description))
/// ```
public struct DroppedRoute: Hashable, Sendable, CustomStringConvertible {
    /// The route's position in the saved list, from the bottom.
    public var index: Int
    /// Why it was dropped.
    public var reason: DropReason

    /// Creates a record of a dropped route.
    ///
    /// ```swift
    /// let dropped = DroppedRoute(index: 2, reason: .unknownType("recipe"))
    /// ```
    /// - Parameters:
    ///   - index: The route's position in the saved list.
    ///   - reason: Why it was dropped.
    public init(index: Int, reason: DropReason) {
        self.index = index
        self.reason = reason
    }

    /// The index and the reason, such as `#2: unknown screen type "recipe"`.
    ///
    /// ```swift
    /// print(DroppedRoute(index: 2, reason: .followsDroppedRoute))
    /// ```
    public var description: String { "#\(index): \(reason)" }
}
