#if !canImport(SwiftUI)
    /// Two dictionaries (of values that are not `Equatable`) are the same input when they share
    /// their storage, as before, and hold the same keys with provably equal values.
    extension Dictionary: HostComparisonRule {
        /// The same storage, the same keys, and provably equal values for each key.
        @MainActor
        static func isSameInput(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, depth: Int)
            -> Bool
        {
            guard ViewFields.layoutEqual(Self.self, lhs, rhs, depth: depth) else { return false }
            guard depth < ValueComparison.depthLimit else { return false }
            let left = lhs.assumingMemoryBound(to: Self.self).pointee
            let right = rhs.assumingMemoryBound(to: Self.self).pointee
            guard left.count == right.count else { return false }
            for (key, value) in left {
                guard let other = right[key],
                    ValueComparison.isProvablyEqual(value, other, depth: depth + 1)
                else { return false }
            }
            return true
        }
    }
#endif
