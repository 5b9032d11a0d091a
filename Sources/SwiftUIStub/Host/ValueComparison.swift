#if !canImport(SwiftUI)
    import Foundation

    /// Decides whether two values are provably the same, the way SwiftUI compares a view's
    /// inputs: `==` where the type is `Equatable`, identity for objects, a type's own
    /// ``HostComparisonRule`` (a binding: the same location and an equal value when made),
    /// structs field by field, and otherwise the same bytes, then the same contents for an
    /// enum or a tuple (a closure is the same closure only when its function and its captures
    /// are).
    ///
    /// "Not provably equal" is the safe answer: the host then runs a body once more than
    /// SwiftUI might, never once less.
    @MainActor
    enum ValueComparison {
        /// Compares two values of unknown type, by their dynamic types.
        ///
        /// A separate name from the generic form: with two `any View` arguments, an overload
        /// taking `Any` loses to the generic one with `T` the existential, which would compare
        /// the existential boxes byte by byte.
        static func isProvablyEqual(opening lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
            func open<T>(_ lhs: T) -> Bool {
                guard let rhs = rhs as? T else { return false }
                return isProvablyEqual(lhs, rhs, depth: depth)
            }
            return _openExistential(lhs, do: open)
        }

        /// How deep a comparison goes through nested values before it answers "not provably
        /// equal": values nest through existentials without end in some views.
        static let depthLimit = 24

        /// Compares two values of the same type.
        static func isProvablyEqual<T>(_ lhs: T, _ rhs: T, depth: Int = 0) -> Bool {
            guard depth < depthLimit else { return false }
            if let lhs = lhs as? any Equatable {
                return equatableEqual(lhs, rhs)
            }
            if T.self is AnyClass {
                return unsafeBitCast(lhs, to: AnyObject.self)
                    === unsafeBitCast(rhs, to: AnyObject.self)
            }
            var lhs = lhs
            var rhs = rhs
            return withUnsafeBytes(of: &lhs) { left in
                withUnsafeBytes(of: &rhs) { right in
                    ViewFields.fieldsEqual(
                        T.self, left.baseAddress!, right.baseAddress!, depth: depth)
                }
            }
        }

        private static func equatableEqual<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
            guard let rhs = rhs as? E else { return false }
            return lhs == rhs
        }

        /// Compares the bytes of two values of a type laid out at two addresses.
        static func bytesEqual(
            _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int
        ) -> Bool {
            count == 0 || memcmp(lhs, rhs, count) == 0
        }
    }
#endif
