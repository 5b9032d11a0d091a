#if !canImport(SwiftUI)
    /// Makes an `Equatable` task identity hashable, so that a `task(id:)` can compare it.
    struct TaskIdentity: Hashable {
        private let value: Any
        private let isEqual: (Any) -> Bool

        init<T: Equatable>(_ value: T) {
            self.value = value
            isEqual = { ($0 as? T) == value }
        }

        static func == (lhs: TaskIdentity, rhs: TaskIdentity) -> Bool {
            lhs.isEqual(rhs.value)
        }

        func hash(into hasher: inout Hasher) {}
    }
#endif
