#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen @propertyWrapper public struct State<Value> :
    // SwiftUICore.DynamicProperty`, no isolation, with `init(wrappedValue:)`,
    // `init(initialValue:)`, `wrappedValue { get nonmutating set }`, `projectedValue: Binding`,
    // `init()` where `Value : ExpressibleByNilLiteral`, and `extension State : Swift.Sendable
    // where Value : Swift.Sendable`.
    /// A property wrapper for a value a view owns: it survives the view's updates and a write
    /// updates the view.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen @propertyWrapper public struct State<Value>: DynamicProperty {
        @usableFromInline var initialValue: Value
        @usableFromInline var location: StateLocation<Value>?

        /// Creates the state with an initial value.
        public init(wrappedValue value: Value) {
            initialValue = value
        }

        /// Creates the state with an initial value.
        public init(initialValue value: Value) {
            initialValue = value
        }

        /// The current value.
        public var wrappedValue: Value {
            get { location?.value ?? initialValue }
            nonmutating set {
                guard let location else {
                    print(
                        "SwiftUIStub: State written outside a view the host runs: the write is "
                            + "lost, and its binding is a constant of the initial value.")
                    return
                }
                location.write(newValue)
            }
        }

        /// A binding to the value.
        public var projectedValue: Binding<Value> {
            guard let location else { return .constant(initialValue) }
            return Binding(location: location.binding, value: location.value)
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension State where Value: ExpressibleByNilLiteral {
        /// Creates the state with a `nil` initial value.
        public init() {
            self.init(wrappedValue: nil)
        }
    }

    extension State: HostDynamicProperty {
        @MainActor
        static func hostInstall(at address: UnsafeMutableRawPointer, in node: ViewNode, slot: Int) {
            let property = address.assumingMemoryBound(to: State<Value>.self)
            if let stored = node.stateLocations[slot] as? StateLocation<Value> {
                property.pointee.location = stored
            } else {
                let location = StateLocation(value: property.pointee.initialValue, node: node)
                node.stateLocations[slot] = location
                property.pointee.location = location
            }
        }
    }

    // The stub's storage is a class, hence `@unchecked`; the conformance is the interface's.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension State: @unchecked Sendable where Value: Sendable {}
#endif
