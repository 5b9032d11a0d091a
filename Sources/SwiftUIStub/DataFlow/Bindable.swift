#if !canImport(SwiftUI)
    import Observation

    // SwiftUICore, iOS 18.0 interface: `@dynamicMemberLookup @propertyWrapper public struct
    // Bindable<Value>`, iOS 17, no isolation, with `public var wrappedValue: Value`, `public var
    // projectedValue: Bindable<Value> { get }`, and `init(wrappedValue:)`,
    // `init(projectedValue:)` marked `@available(*, unavailable)` for values that are not
    // observable objects.
    /// A property wrapper that makes bindings to the properties of an observable object.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
        /// The object.
        public var wrappedValue: Value

        /// The wrapper itself, whose members are bindings.
        public var projectedValue: Bindable<Value> { self }

        /// Unavailable: the wrapped value must be an observable object.
        @available(*, unavailable, message: "Bindable wraps an object that conforms to Observable")
        public init(wrappedValue: Value) {
            fatalError("unavailable")
        }

        /// Unavailable: the wrapped value must be an observable object.
        @available(*, unavailable, message: "Bindable wraps an object that conforms to Observable")
        public init(projectedValue: Bindable<Value>) {
            fatalError("unavailable")
        }
    }

    // SwiftUICore, iOS 18.0 interface: `extension Bindable where Value : AnyObject { public
    // subscript<Subject>(dynamicMember keyPath: Swift.ReferenceWritableKeyPath<Value, Subject>)
    // -> SwiftUICore.Binding<Subject> { get } }`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension Bindable where Value: AnyObject {
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
            -> Binding<Subject>
        {
            let object = wrappedValue
            return Binding(
                location: BindingLocation(
                    get: { object[keyPath: keyPath] },
                    set: { newValue, _ in object[keyPath: keyPath] = newValue }),
                value: nil)
        }
    }

    // SwiftUICore, iOS 18.0 interface: `extension Bindable where Value : AnyObject, Value :
    // Observation.Observable { public init(wrappedValue: Value); public init(_ wrappedValue:
    // Value); public init(projectedValue: SwiftUICore.Bindable<Value>) }`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension Bindable where Value: AnyObject, Value: Observable {
        /// Wraps an observable object.
        public init(wrappedValue: Value) {
            self.wrappedValue = wrappedValue
        }

        /// Wraps an observable object.
        public init(_ wrappedValue: Value) {
            self.wrappedValue = wrappedValue
        }

        /// Wraps the object of another wrapper.
        public init(projectedValue: Bindable<Value>) {
            self = projectedValue
        }
    }

    // SwiftUICore, iOS 18.0 interface: `extension Bindable : Swift.Identifiable where Value :
    // Swift.Identifiable` and `extension Bindable : Swift.Sendable where Value : Swift.Sendable`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension Bindable: Identifiable where Value: Identifiable {
        /// The object's identity.
        public var id: Value.ID { wrappedValue.id }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension Bindable: Sendable where Value: Sendable {}
#endif
