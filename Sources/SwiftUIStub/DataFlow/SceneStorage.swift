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

    // SwiftUI, iOS 18.0 interface: `extension SceneStorage where Value :
    // Swift.ExpressibleByNilLiteral { public init(_ key: Swift.String) where Value ==
    // Swift.String?; public init(_ key: Swift.String) where Value == Foundation.Data? }`, iOS 14.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension SceneStorage where Value: ExpressibleByNilLiteral {
        /// Saves an optional string under a key of the scene; `nil` until something is saved.
        public init(_ key: String) where Value == String? {
            self.init(key: key, defaultValue: nil)
        }

        /// Saves optional data under a key of the scene; `nil` until something is saved.
        public init(_ key: String) where Value == Data? {
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
