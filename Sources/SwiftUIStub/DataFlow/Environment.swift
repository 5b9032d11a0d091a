#if !canImport(SwiftUI)
    import Observation

    // SwiftUICore, iOS 18.0 interface: `@frozen @propertyWrapper public struct
    // Environment<Value> : SwiftUICore.DynamicProperty`, no isolation, with `extension
    // Environment : Swift.Sendable where Value : Swift.Sendable`.
    /// A property wrapper that reads a value from a view's environment.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
        /// Reads the value from an environment.
        @usableFromInline let read: (EnvironmentValues) -> Value
        /// The key path or type read, for messages.
        @usableFromInline let name: String
        /// The value the host installed for the view's current update.
        @usableFromInline var resolved: Value?

        @usableFromInline init(read: @escaping (EnvironmentValues) -> Value, name: String) {
            self.read = read
            self.name = name
        }

        // SwiftUICore, iOS 18.0 interface: `public init(_ keyPath:
        // Swift.KeyPath<SwiftUICore.EnvironmentValues, Value>)`.
        /// Reads the value at a key path of the environment.
        public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
            self.init(read: { $0[keyPath: keyPath] }, name: "\(keyPath)")
        }

        // SwiftUICore, iOS 18.0 interface: `public var wrappedValue: Value { get }`.
        /// The value, as of the view's last update.
        public var wrappedValue: Value {
            if let resolved { return resolved }
            print(
                "SwiftUIStub: Environment<\(Value.self)> (\(name)) read outside a view the host "
                    + "runs: it reads the default.")
            return read(EnvironmentValues())
        }
    }

    // SwiftUICore, iOS 18.0 interface: `public init(_ objectType: Value.Type) where Value :
    // AnyObject, Value : Observation.Observable` and `public init<T>(_ objectType: T.Type)
    // where Value == T?, T : AnyObject, T : Observation.Observable`, iOS 17.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension Environment {
        /// Reads an observable object of a type from the environment. SwiftUI stops the app
        /// when there is none.
        public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
            self.init(
                read: { environment in
                    guard let object = environment[objectType] else {
                        fatalError(
                            "SwiftUIStub: no \(Value.self) in the environment; place one with "
                                + ".environment(_:) on a view above the one that reads it")
                    }
                    return object
                }, name: "\(Value.self)")
        }

        /// Reads an observable object of a type from the environment, or `nil` when there is
        /// none.
        public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
            self.init(read: { $0[objectType] }, name: "\(T.self)?")
        }
    }

    extension Environment: HostDynamicProperty {
        @MainActor
        static func hostInstall(at address: UnsafeMutableRawPointer, in node: ViewNode, slot: Int) {
            let property = address.assumingMemoryBound(to: Environment<Value>.self)
            let read = property.pointee.read
            let value = read(node.environment)
            node.environmentReads[slot] = EnvironmentRead(read: { read($0) }, value: value)
            property.pointee.resolved = value
        }
    }

    // The stub's storage holds a closure, hence `@unchecked`; the conformance is the interface's.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Environment: @unchecked Sendable where Value: Sendable {}
#endif
