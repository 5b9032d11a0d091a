#if !canImport(SwiftUI)
    import Observation

    // SwiftUICore, iOS 18.0 interface: `public struct EnvironmentValues :
    // Swift.CustomStringConvertible`, with `@available(*, unavailable) extension
    // EnvironmentValues : Swift.Sendable`.
    /// The values a view reads from its environment, handed down the hierarchy.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public struct EnvironmentValues: CustomStringConvertible {
        private var values: [ObjectIdentifier: Any] = [:]
        /// The names of the keys set, for the description.
        private var names: [ObjectIdentifier: String] = [:]
        private var objects: [ObjectIdentifier: AnyObject] = [:]

        /// Creates an environment with every value at its default.
        public init() {}

        // SwiftUICore, iOS 18.0 interface: `public subscript<K>(key: K.Type) -> K.Value where K
        // : SwiftUICore.EnvironmentKey { get set }`.
        /// Reads or writes the value of a key.
        public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
            get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
            set {
                values[ObjectIdentifier(key)] = newValue
                names[ObjectIdentifier(key)] = String(describing: key)
            }
        }

        // SwiftUICore, iOS 18.0 interface: `public subscript<T>(objectType: T.Type) -> T? where T
        // : AnyObject, T : Observation.Observable { get set }`, iOS 17.
        /// Reads or writes an observable object by its type.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public subscript<T>(objectType: T.Type) -> T?
        where T: AnyObject, T: Observable {
            get { objects[ObjectIdentifier(objectType)] as? T }
            set { objects[ObjectIdentifier(objectType)] = newValue }
        }

        /// The keys and objects that are set, with their values, for debugging.
        public var description: String {
            let keys = values.map { "\(names[$0.key] ?? "?") = \($0.value)" }
            let types = objects.values.map { "\(type(of: $0))" }
            return "EnvironmentValues(\((keys + types).sorted().joined(separator: ", ")))"
        }

        /// Whether two environments provably hold the same values.
        @MainActor
        func isProvablyEqual(to other: EnvironmentValues) -> Bool {
            guard values.count == other.values.count, objects.count == other.objects.count
            else { return false }
            for (key, object) in objects where other.objects[key] !== object { return false }
            for (key, value) in values {
                guard let otherValue = other.values[key],
                    ValueComparison.isProvablyEqual(opening: value, otherValue)
                else { return false }
            }
            return true
        }
    }

    @available(*, unavailable)
    extension EnvironmentValues: Sendable {}
#endif
