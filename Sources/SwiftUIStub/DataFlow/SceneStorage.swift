#if !canImport(SwiftUI)
    import Foundation

    // SwiftUI, iOS 18.0 interface: `@frozen @propertyWrapper public struct SceneStorage<Value> :
    // SwiftUICore.DynamicProperty`, iOS 14, no isolation, with `public var wrappedValue: Value {
    // get nonmutating set }` and `public var projectedValue: SwiftUICore.Binding<Value> { get }`.
    /// A property wrapper for a value the scene saves and restores: the host keeps it in its
    /// ``SceneStore``, by key, and a host started with the same store reads it back.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
        @usableFromInline let key: String
        @usableFromInline let defaultValue: Value
        @usableFromInline var location: SceneStorageLocation<Value>?

        @usableFromInline init(key: String, defaultValue: Value) {
            self.key = key
            self.defaultValue = defaultValue
        }

        /// The saved value, or the default.
        public var wrappedValue: Value {
            get { location?.value ?? defaultValue }
            nonmutating set {
                guard let location else {
                    print(
                        "SwiftUIStub: SceneStorage written outside a view the host runs: the "
                            + "value is not saved.")
                    return
                }
                location.write(newValue)
            }
        }

        /// A binding to the saved value.
        public var projectedValue: Binding<Value> {
            guard let location else { return .constant(defaultValue) }
            return Binding(location: location.binding, value: location.value)
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension SwiftUI.SceneStorage { public init(wrappedValue:
    // Value, _ key: Swift.String) where Value == Swift.Bool` and the same for `Swift.Int`,
    // `Swift.Double`, `Swift.String`, `Foundation.URL`, `Foundation.Data` (and `Foundation.Date`,
    // iOS 18.0), `where Value : Swift.RawRepresentable, Value.RawValue == Swift.Int` and `==
    // Swift.String }`, iOS 14.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension SceneStorage {
        /// Saves a Boolean under a key of the scene, with a value until something is saved.
        public init(wrappedValue: Value, _ key: String) where Value == Bool {
            self.init(key: key, defaultValue: wrappedValue)
        }

        /// Saves an integer under a key of the scene.
        public init(wrappedValue: Value, _ key: String) where Value == Int {
            self.init(key: key, defaultValue: wrappedValue)
        }

        /// Saves a number under a key of the scene.
        public init(wrappedValue: Value, _ key: String) where Value == Double {
            self.init(key: key, defaultValue: wrappedValue)
        }

        /// Saves a string under a key of the scene.
        public init(wrappedValue: Value, _ key: String) where Value == String {
            self.init(key: key, defaultValue: wrappedValue)
        }

        /// Saves a URL under a key of the scene.
        public init(wrappedValue: Value, _ key: String) where Value == URL {
            self.init(key: key, defaultValue: wrappedValue)
        }

        /// Saves a date under a key of the scene.
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        public init(wrappedValue: Value, _ key: String) where Value == Date {
            self.init(key: key, defaultValue: wrappedValue)
        }

        /// Saves data under a key of the scene.
        public init(wrappedValue: Value, _ key: String) where Value == Data {
            self.init(key: key, defaultValue: wrappedValue)
        }

        /// Saves a value with an integer raw value under a key of the scene.
        public init(wrappedValue: Value, _ key: String)
        where Value: RawRepresentable, Value.RawValue == Int {
            self.init(key: key, defaultValue: wrappedValue)
        }

        /// Saves a value with a string raw value under a key of the scene.
        public init(wrappedValue: Value, _ key: String)
        where Value: RawRepresentable, Value.RawValue == String {
            self.init(key: key, defaultValue: wrappedValue)
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension SceneStorage where Value :
    // Swift.ExpressibleByNilLiteral { public init(_ key: Swift.String) where Value ==
    // Swift.Bool?` and the same for `Swift.Int?`, `Swift.Double?`, `Swift.String?`,
    // `Foundation.URL?`, `Foundation.Data?` (and `Foundation.Date?`, iOS 18.0) `}`, iOS 14.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension SceneStorage where Value: ExpressibleByNilLiteral {
        /// Saves an optional Boolean under a key of the scene; `nil` until something is saved.
        public init(_ key: String) where Value == Bool? {
            self.init(key: key, defaultValue: nil)
        }

        /// Saves an optional integer under a key of the scene.
        public init(_ key: String) where Value == Int? {
            self.init(key: key, defaultValue: nil)
        }

        /// Saves an optional number under a key of the scene.
        public init(_ key: String) where Value == Double? {
            self.init(key: key, defaultValue: nil)
        }

        /// Saves an optional string under a key of the scene; `nil` until something is saved.
        public init(_ key: String) where Value == String? {
            self.init(key: key, defaultValue: nil)
        }

        /// Saves an optional URL under a key of the scene.
        public init(_ key: String) where Value == URL? {
            self.init(key: key, defaultValue: nil)
        }

        /// Saves an optional date under a key of the scene.
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        public init(_ key: String) where Value == Date? {
            self.init(key: key, defaultValue: nil)
        }

        /// Saves optional data under a key of the scene; `nil` until something is saved.
        public init(_ key: String) where Value == Data? {
            self.init(key: key, defaultValue: nil)
        }
    }

    // SwiftUI, iOS 18.0 interface: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    // extension SwiftUI.SceneStorage { public init<R>(_ key: Swift.String) where Value == R?, R :
    // Swift.RawRepresentable, R.RawValue == Swift.String; public init<R>(_ key: Swift.String)
    // where Value == R?, R : Swift.RawRepresentable, R.RawValue == Swift.Int }`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension SceneStorage {
        /// Saves an optional value with a string raw value under a key of the scene.
        public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
            self.init(key: key, defaultValue: nil)
        }

        /// Saves an optional value with an integer raw value under a key of the scene.
        public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
            self.init(key: key, defaultValue: nil)
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension SceneStorage : @unchecked Swift.Sendable where
    // Value : Swift.Sendable`.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension SceneStorage: @unchecked Sendable where Value: Sendable {}

    extension SceneStorage: HostDynamicProperty {
        @MainActor
        static func hostInstall(at address: UnsafeMutableRawPointer, in node: ViewNode, slot: Int) {
            let property = address.assumingMemoryBound(to: SceneStorage<Value>.self)
            if let stored = node.stateLocations[slot] as? SceneStorageLocation<Value> {
                property.pointee.location = stored
                return
            }
            let location = SceneStorageLocation(
                store: node.host.sceneStore, key: property.pointee.key,
                defaultValue: property.pointee.defaultValue)
            node.host.sceneStore.addReader(node, of: property.pointee.key)
            node.stateLocations[slot] = location
            property.pointee.location = location
        }
    }
#endif
