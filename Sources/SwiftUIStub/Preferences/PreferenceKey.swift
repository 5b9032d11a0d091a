#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS
    // 6.0, *) public protocol PreferenceKey { associatedtype Value; static var defaultValue:
    // Self.Value { get }; static func reduce(value: inout Self.Value, nextValue: () ->
    // Self.Value) }`, with no isolation.
    /// A value that views pass up to the views around them, combined when several set it.
    ///
    /// ```swift
    /// struct TitleKey: PreferenceKey {
    ///     static let defaultValue: [String] = []
    ///     static func reduce(value: inout [String], nextValue: () -> [String]) {
    ///         value += nextValue()
    ///     }
    /// }
    /// ```
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public protocol PreferenceKey {
        /// The type of the value.
        associatedtype Value

        /// The value when no view sets one.
        static var defaultValue: Value { get }

        /// Combines the value so far with the next one, in the order of the views.
        static func reduce(value: inout Value, nextValue: () -> Value)
    }
#endif
