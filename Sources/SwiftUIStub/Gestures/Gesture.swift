#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@preconcurrency @MainActor public protocol
    // Gesture<Value>`.
    /// An instance that matches a sequence of events to a gesture, and reports its value.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @preconcurrency @MainActor public protocol Gesture<Value> {
        /// The type of the value the gesture reports.
        associatedtype Value
        /// The type of the gesture's body.
        associatedtype Body: Gesture
        /// The gesture this one is made of.
        @MainActor @preconcurrency var body: Self.Body { get }
    }
#endif
