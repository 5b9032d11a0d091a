#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `public protocol TransactionKey`.
    /// A key for a custom value of a transaction.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public protocol TransactionKey {
        /// The type of the key's value.
        associatedtype Value
        /// The value when the transaction does not set one.
        static var defaultValue: Self.Value { get }
    }
#endif
