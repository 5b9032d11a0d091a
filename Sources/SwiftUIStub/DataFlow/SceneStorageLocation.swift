#if !canImport(SwiftUI)
    /// Where one `@SceneStorage` property of one node reads and writes: a key of the host's
    /// scene store.
    @usableFromInline final class SceneStorageLocation<Value>: @unchecked Sendable {
        private let store: SceneStore
        private let key: String
        private let defaultValue: Value
        private weak var cachedBinding: BindingLocation<Value>?

        init(store: SceneStore, key: String, defaultValue: Value) {
            self.store = store
            self.key = key
            self.defaultValue = defaultValue
        }

        /// The stored value, or the default when none is stored or it has another type.
        var value: Value {
            store.value(forKey: key) as? Value ?? defaultValue
        }

        /// The location the property's `$` bindings share while one is alive.
        var binding: BindingLocation<Value> {
            if let cachedBinding { return cachedBinding }
            let made = BindingLocation<Value>(
                get: { self.value }, set: { newValue, _ in self.write(newValue) })
            cachedBinding = made
            return made
        }

        /// Stores a value; every view that reads the key updates.
        func write(_ newValue: Value) {
            let transaction = HostTransactionContext.current
            let store = store
            let key = key
            let newValue = UncheckedSendable(newValue)
            HostTransactionContext.onMain {
                store.set(newValue.value, forKey: key, transaction: transaction)
            }
        }
    }
#endif
