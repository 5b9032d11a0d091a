#if !canImport(SwiftUI)
    /// The storage of one `@State` property of one node: it outlives the view values, and a
    /// write invalidates the node.
    @usableFromInline final class StateLocation<Value>: @unchecked Sendable {
        private(set) var value: Value
        private weak var node: ViewNode?
        private weak var cachedBinding: BindingLocation<Value>?

        /// The location every `$state` binding of this property shares while one is alive, so
        /// that two evaluations hand children the same binding.
        var binding: BindingLocation<Value> {
            if let cachedBinding { return cachedBinding }
            let made = BindingLocation<Value>(
                get: { self.value }, set: { newValue, _ in self.write(newValue) })
            cachedBinding = made
            return made
        }

        init(value: Value, node: ViewNode) {
            self.value = value
            self.node = node
        }

        /// Stores a value and invalidates the node, unless an `Equatable` value is unchanged.
        func write(_ newValue: Value) {
            if let old = value as? any Equatable, Self.isEqual(old, newValue) {
                value = newValue
                return
            }
            value = newValue
            let transaction = HostTransactionContext.current
            let node = UncheckedSendable(WeakReference(node))
            HostTransactionContext.onMain {
                (node.value.object as? ViewNode)?.invalidate(transaction: transaction)
            }
        }

        private static func isEqual<E: Equatable>(_ old: E, _ new: Value) -> Bool {
            (new as? E).map { $0 == old } ?? false
        }
    }
#endif
