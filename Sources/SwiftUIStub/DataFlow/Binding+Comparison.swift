#if !canImport(SwiftUI)
    /// Two bindings are the same input when they share a location (the same object, not merely
    /// locations that read the same) and the values they were made with are provably equal.
    /// The transactions must match too, which only ever makes the answer stricter.
    ///
    /// A `$state` binding keeps its state's location from one evaluation to the next, so it is
    /// the same input until the state changes; `Binding(get:set:)`, `constant(_:)` and the
    /// bindings of `Bindable` make a new location each time and are never the same input as an
    /// earlier one.
    extension Binding: HostComparisonRule {
        /// Same location, provably equal values when made, provably equal transactions.
        @MainActor
        static func isSameInput(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, depth: Int)
            -> Bool
        {
            let left = lhs.assumingMemoryBound(to: Binding<Value>.self).pointee
            let right = rhs.assumingMemoryBound(to: Binding<Value>.self).pointee
            guard left.location === right.location, let leftValue = left.snapshot,
                let rightValue = right.snapshot
            else { return false }
            return ValueComparison.isProvablyEqual(leftValue, rightValue, depth: depth + 1)
                && ValueComparison.isProvablyEqual(
                    left.transaction, right.transaction, depth: depth + 1)
        }
    }
#endif
