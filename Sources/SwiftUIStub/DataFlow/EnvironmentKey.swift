#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `public protocol EnvironmentKey`.
    /// A key for a value in the environment.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public protocol EnvironmentKey {
        /// The type of the key's value.
        associatedtype Value
        /// The value when no view above sets one.
        static var defaultValue: Self.Value { get }
    }
#endif
