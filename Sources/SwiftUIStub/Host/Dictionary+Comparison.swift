#if !canImport(SwiftUI)
    /// Two dictionaries (of values that are not `Equatable`) are the same input when they share
    /// their storage, as before, and hold the same keys with provably equal values.
    extension Dictionary: HostComparisonRule {
        /// The same storage, the same keys, and provably equal values for each key.
        @MainActor
        static func isSameInput(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, depth: Int)
            -> Bool
        {
            guard let (left, right) = contents(lhs, rhs, depth: depth), left.count == right.count
            else { return false }
            for (key, value) in left {
                guard let other = right[key],
                    ValueComparison.isProvablyEqual(value, other, depth: depth + 1)
                else { return false }
            }
            return true
        }
    }
#endif
