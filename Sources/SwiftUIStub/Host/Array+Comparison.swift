#if !canImport(SwiftUI)
    /// Two arrays (of elements that are not `Equatable`) are the same input when they share
    /// their storage, as before, and hold as many elements, each pair provably equal.
    ///
    /// Shared storage means shared elements, so the second check only matters for an element
    /// that is not provably equal to itself; it keeps a binding in an array under the binding's
    /// own rule all the same.
    extension Array: HostComparisonRule {
        /// The same storage, as many elements, and each pair provably equal.
        @MainActor
        static func isSameInput(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, depth: Int)
            -> Bool
        {
            guard let (left, right) = contents(lhs, rhs, depth: depth), left.count == right.count
            else { return false }
            for index in left.indices
            where !ValueComparison.isProvablyEqual(left[index], right[index], depth: depth + 1) {
                return false
            }
            return true
        }
    }
#endif
