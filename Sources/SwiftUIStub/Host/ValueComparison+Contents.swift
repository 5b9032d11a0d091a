#if !canImport(SwiftUI)
    extension ValueComparison {
        /// Whether two values show provably equal contents through `Mirror`: as many children,
        /// with the same labels, each pair provably equal. It looks inside what a byte
        /// comparison cannot tell apart by itself, such as an enum's payload or a tuple's
        /// elements; the host asks it only after the bytes matched, so it can only turn "equal"
        /// into "not provably equal".
        ///
        /// - Complexity: O(*n*) in the number of children, each compared in turn.
        static func contentsEqual<T>(_ lhs: T, _ rhs: T, depth: Int) -> Bool {
            guard depth < depthLimit else { return false }
            let left = Array(Mirror(reflecting: lhs).children)
            let right = Array(Mirror(reflecting: rhs).children)
            guard left.count == right.count else { return false }
            for (leftChild, rightChild) in zip(left, right) {
                guard leftChild.label == rightChild.label,
                    isProvablyEqual(opening: leftChild.value, rightChild.value, depth: depth + 1)
                else { return false }
            }
            return true
        }
    }
#endif
