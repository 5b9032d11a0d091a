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
#endif
