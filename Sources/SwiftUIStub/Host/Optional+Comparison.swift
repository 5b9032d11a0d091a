#if !canImport(SwiftUI)
    /// Two optionals (that are not `Equatable`) are the same input when their bytes match, as
    /// before, and their wrapped values are provably equal too: a `Binding<Bool>?` is then
    /// compared by the binding's own rule, not by its bytes alone.
    extension Optional: HostComparisonRule {
        /// The same bytes, and both `nil` or both wrapping provably equal values.
        @MainActor
        static func isSameInput(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, depth: Int)
            -> Bool
        {
            guard ValueComparison.bytesEqual(lhs, rhs, count: MemoryLayout<Self>.size) else {
                return false
            }
            if _isPOD(Self.self) { return true }
            switch (
                lhs.assumingMemoryBound(to: Self.self).pointee,
                rhs.assumingMemoryBound(to: Self.self).pointee
            ) {
            case (nil, nil):
                return true
            case (let left?, let right?):
                return ValueComparison.isProvablyEqual(left, right, depth: depth + 1)
            default:
                return false
            }
        }
    }
#endif
