#if !canImport(SwiftUI)
    /// A value of any `Equatable` type that the host compares with the next one it sees: the
    /// identity of a `task(id:)`, the value of a `transaction(value:)` or `animation(_:value:)`.
    struct TaskIdentity: Equatable {
        private let value: Any
        private let isEqual: (Any) -> Bool

        init<T: Equatable>(_ value: T) {
            self.value = value
            isEqual = { ($0 as? T) == value }
        }

        static func == (lhs: TaskIdentity, rhs: TaskIdentity) -> Bool {
            lhs.isEqual(rhs.value)
        }
    }
#endif
