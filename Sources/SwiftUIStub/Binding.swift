#if !canImport(SwiftUI)
    // https://developer.apple.com/documentation/swiftui/binding
    /// A property wrapper type that can read and write a value owned by a source of truth.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
        @usableFromInline let read: () -> Value
        @usableFromInline let write: (Value) -> Void

        init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
            self.read = read
            self.write = write
        }

        // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
        /// Creates a binding with closures that read and write the binding value.
        ///
        /// The stub calls the closures synchronously on the caller's actor, as SwiftUI does on
        /// the main actor: a synchronous call of an `@isolated(any)` function cannot be spelled,
        /// so the stub drops the isolation with a cast of the same layout.
        @preconcurrency public init(
            get: @escaping @isolated(any) @Sendable () -> Value,
            set: @escaping @isolated(any) @Sendable (Value) -> Void
        ) {
            let read = unsafeBitCast(get, to: (@Sendable () -> Value).self)
            let write = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
            self.init(read: read, write: write)
        }

        // https://developer.apple.com/documentation/swiftui/binding/constant(_:)
        /// Creates a binding with an immutable value.
        public static func constant(_ value: Value) -> Binding<Value> {
            Binding(read: { value }, write: { _ in })
        }

        // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
        /// The underlying value referenced by the binding variable.
        public var wrappedValue: Value {
            get { read() }
            nonmutating set { write(newValue) }
        }

        // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
        /// A projection of the binding value that returns a binding.
        public var projectedValue: Binding<Value> { self }

        // https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
        /// Creates a binding from the value of another binding.
        public init(projectedValue: Binding<Value>) { self = projectedValue }

        // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
            -> Binding<Subject>
        {
            Binding<Subject>(
                read: { self.wrappedValue[keyPath: keyPath] },
                write: { self.wrappedValue[keyPath: keyPath] = $0 })
        }
    }

    // https://developer.apple.com/documentation/swiftui/binding (Conforms To: Sendable, when
    // Value conforms to Sendable)
    extension Binding: @unchecked Sendable where Value: Sendable {}

    // https://developer.apple.com/documentation/swiftui/state
    /// A property wrapper type that can read and write a value managed by SwiftUI.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @propertyWrapper public struct State<Value> {
        @usableFromInline final class Storage {
            var value: Value
            init(_ value: Value) { self.value = value }
        }

        @usableFromInline let storage: Storage

        // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
        /// Creates a state property that stores an initial value.
        public init(wrappedValue value: Value) { storage = Storage(value) }

        // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
        /// The underlying value referenced by the state variable.
        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }

        // https://developer.apple.com/documentation/swiftui/state/projectedvalue (not in the
        // documentation snapshot; the shape the `$` prefix needs, as the State page describes)
        /// A binding to the state value.
        public var projectedValue: Binding<Value> {
            let storage = storage
            return Binding(read: { storage.value }, write: { storage.value = $0 })
        }
    }
#endif
