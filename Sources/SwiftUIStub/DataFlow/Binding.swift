#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen @propertyWrapper @dynamicMemberLookup public
    // struct Binding<Value>`, no isolation, with `public var transaction`, both `@preconcurrency
    // init(@_inheritActorContext get: @escaping @isolated(any) @Sendable …,
    // @_inheritActorContext set: …)` forms, `constant(_:)`, `wrappedValue { get nonmutating
    // set }`, `projectedValue`, `init(projectedValue:)`, `subscript(dynamicMember:
    // WritableKeyPath)`, and `transaction(_:)`, `animation(_:)` in an extension.
    /// A property wrapper that reads and writes a value owned by a source of truth.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
        /// The transaction a write through this binding happens in.
        public var transaction: Transaction
        @usableFromInline let location: BindingLocation<Value>
        /// The value the binding saw when it was made, where the host could take it without
        /// running the app's code: `nil` for a binding made from closures. The host compares it,
        /// with the location, to decide whether a view that takes the binding has a new input;
        /// reads still go to the location.
        @usableFromInline let snapshot: Value?

        /// A binding to a location, made with the value the location holds now (or `nil` where
        /// only the app's `get` could say).
        init(
            location: BindingLocation<Value>, value: Value?,
            transaction: Transaction = Transaction()
        ) {
            self.location = location
            self.snapshot = value
            self.transaction = transaction
        }

        /// Creates a binding from closures that read and write the value.
        ///
        /// The host calls the closures synchronously on the main actor, as SwiftUI does: a
        /// synchronous call of an `@isolated(any)` function cannot be spelled, so the stub drops
        /// the isolation with a cast of the same layout. `get` does not run here: each binding
        /// made this way has a location of its own, so it is a new input whatever its value.
        @preconcurrency public init(
            @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
            @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
        ) {
            let read = unsafeBitCast(get, to: (@Sendable () -> Value).self)
            let write = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
            self.init(
                location: BindingLocation(get: read, set: { value, _ in write(value) }),
                value: nil)
        }

        /// Creates a binding from closures that read the value and write it in a transaction.
        @preconcurrency public init(
            @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
            @_inheritActorContext set:
                @escaping @isolated(any) @Sendable (Value, Transaction) ->
                Void
        ) {
            let read = unsafeBitCast(get, to: (@Sendable () -> Value).self)
            let write = unsafeBitCast(set, to: (@Sendable (Value, Transaction) -> Void).self)
            self.init(location: BindingLocation(get: read, set: write), value: nil)
        }

        /// A binding to a value that never changes; each one has a location of its own.
        public static func constant(_ value: Value) -> Binding<Value> {
            Binding(location: BindingLocation(get: { value }, set: { _, _ in }), value: value)
        }

        /// The value.
        public var wrappedValue: Value {
            get { location.get() }
            nonmutating set {
                let transaction = effectiveTransaction
                HostTransactionContext.with(transaction) { location.set(newValue, transaction) }
            }
        }

        /// The binding itself.
        public var projectedValue: Binding<Value> { self }

        /// Creates a binding from another binding.
        public init(projectedValue: Binding<Value>) {
            self = projectedValue
        }

        /// A binding to a member of the value.
        public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
            -> Binding<Subject>
        {
            Binding<Subject>(
                location: location.member(keyPath), value: snapshot?[keyPath: keyPath],
                transaction: transaction)
        }

        /// The same binding, writing in another transaction.
        public func transaction(_ transaction: Transaction) -> Binding<Value> {
            Binding(location: location, value: snapshot, transaction: transaction)
        }

        /// The same binding, writing with an animation.
        public func animation(_ animation: Animation? = .default) -> Binding<Value> {
            var transaction = transaction
            transaction.animation = animation
            return Binding(location: location, value: snapshot, transaction: transaction)
        }

        /// The binding's own transaction where it sets anything, else the current one.
        private var effectiveTransaction: Transaction {
            transaction.isEmpty ? HostTransactionContext.current ?? transaction : transaction
        }
    }

    // SwiftUICore, iOS 18.0 interface: `extension Binding : @unchecked Swift.Sendable where Value
    // : Swift.Sendable` and `extension Binding : SwiftUICore.DynamicProperty`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Binding: @unchecked Sendable where Value: Sendable {}

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Binding: DynamicProperty {}
#endif
