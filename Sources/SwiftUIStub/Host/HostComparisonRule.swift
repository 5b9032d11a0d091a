#if !canImport(SwiftUI)
    /// A type with a rule of its own for whether two of its values are the same input to a
    /// view, in place of the host's general one (`==`, identity, fields, bytes).
    ///
    /// A rule may only be stricter than what SwiftUI could decide: "not provably the same"
    /// costs one evaluation more, never one less.
    protocol HostComparisonRule {
        /// Whether the values of this type at two addresses are provably the same input.
        ///
        /// - Parameters:
        ///   - lhs: The address of the earlier value.
        ///   - rhs: The address of the newer value.
        ///   - depth: How deep the comparison already is, for ``ValueComparison/depthLimit``.
        @MainActor
        static func isSameInput(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, depth: Int)
            -> Bool
    }

    extension HostComparisonRule {
        /// The values at two addresses, for a rule that looks inside them: `nil` when their
        /// layouts differ or the comparison is already as deep as it may go.
        ///
        /// ```swift
        /// guard let (left, right) = contents(lhs, rhs, depth: depth) else { return false }
        /// ```
        @MainActor
        static func contents(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, depth: Int)
            -> (Self, Self)?
        {
            guard ViewFields.layoutEqual(Self.self, lhs, rhs, depth: depth),
                depth < ValueComparison.depthLimit
            else { return nil }
            return (
                lhs.assumingMemoryBound(to: Self.self).pointee,
                rhs.assumingMemoryBound(to: Self.self).pointee
            )
        }
    }
#endif
