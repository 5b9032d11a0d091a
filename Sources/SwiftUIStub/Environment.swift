#if !canImport(SwiftUI)
    import Observation

    // https://developer.apple.com/documentation/swiftui/environmentkey
    /// A key for accessing values in the environment.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public protocol EnvironmentKey {
        // https://developer.apple.com/documentation/swiftui/environmentkey/value
        /// The associated type representing the type of the environment key's value.
        associatedtype Value

        // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
        /// The default value for the environment key.
        static var defaultValue: Self.Value { get }
    }

    // https://developer.apple.com/documentation/swiftui/environmentvalues (the struct's
    // declaration is not in the documentation snapshot; its init() and subscript pages are)
    /// A collection of environment values propagated through a view hierarchy.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public struct EnvironmentValues {
        private var values: [ObjectIdentifier: Any] = [:]

        // https://developer.apple.com/documentation/swiftui/environmentvalues/init()
        /// Creates an environment values instance.
        public init() {}

        // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
        /// Accesses the environment value associated with a custom key.
        public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
            get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
            set { values[ObjectIdentifier(key)] = newValue }
        }
    }

    // https://developer.apple.com/documentation/swiftui/environment
    /// A property wrapper that reads a value from a view's environment.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @propertyWrapper public struct Environment<Value> {
        // https://developer.apple.com/documentation/swiftui/environment/init(_:)
        /// Creates an environment property to read the specified key path.
        public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

        // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue (not in the
        // documentation snapshot; a read-only value, as the Environment page describes)
        /// The current value of the environment property.
        public var wrappedValue: Value {
            fatalError("SwiftUIStub: the environment exists only while SwiftUI renders")
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension Environment {
        // https://developer.apple.com/documentation/swiftui/environment (Topics: init(_:) for
        // an Observable object type; the page carries a hashed suffix not in the snapshot)
        /// Creates an environment property to read an observable object from the environment.
        public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    }
#endif
