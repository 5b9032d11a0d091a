#if !canImport(SwiftUI)
    /// Where a binding reads and writes. Its identity is the binding's identity: two bindings
    /// with one location are the same input to a view.
    @usableFromInline final class BindingLocation<Value>: @unchecked Sendable {
        let get: () -> Value
        let set: (Value, Transaction) -> Void
        private var members: [AnyKeyPath: WeakReference] = [:]

        init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
            self.get = get
            self.set = set
        }

        /// The location of a member, the same object every time it is asked for.
        func member<Subject>(_ keyPath: WritableKeyPath<Value, Subject>) -> BindingLocation<Subject>
        {
            if let existing = members[keyPath]?.object as? BindingLocation<Subject> {
                return existing
            }
            let made = BindingLocation<Subject>(
                get: { self.get()[keyPath: keyPath] },
                set: { newValue, transaction in
                    var value = self.get()
                    value[keyPath: keyPath] = newValue
                    self.set(value, transaction)
                })
            members[keyPath] = WeakReference(made)
            return made
        }
    }
#endif
