extension Stack {
    /// Pops for a pop control whose binding turned on, and returns the value the binding should
    /// hold afterwards, which is always `false`.
    ///
    /// The same rules as ``pop(_:fileID:filePath:line:column:)`` and
    /// ``pop(to:fileID:filePath:line:column:)`` apply: nothing to pop, or a name not in the
    /// current navigation, changes nothing and reports a ``StapelWarning``.
    ///
    /// ```swift
    /// .onChange(of: isActive) {
    ///     isActive = stack.pop(to: target, whenActive: isActive)
    /// }
    /// ```
    /// - Parameters:
    ///   - target: The route to pop back to, or `nil` for the route below the top one.
    ///   - isActive: The binding's value; `false` pops nothing.
    /// - Returns: `false`, the binding's value once the pop is done.
    @discardableResult
    package func pop(to target: RouteTarget<Screen>?, whenActive isActive: Bool) -> Bool {
        guard isActive else { return false }
        if let target {
            pop(to: target)
        } else {
            pop()
        }
        return false
    }
}
