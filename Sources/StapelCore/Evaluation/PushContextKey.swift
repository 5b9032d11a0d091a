/// A key for a value in a ``PushContext``, in the style of SwiftUI's environment keys.
///
/// Declare a key, then a property on ``PushContext`` that reads and writes it:
///
/// ```swift
/// private enum IncomingChatKey: PushContextKey {
///     static let defaultValue: Int? = nil
/// }
///
/// extension PushContext {
///     var incomingChat: Int? {
///         get { self[IncomingChatKey.self] }
///         set { self[IncomingChatKey.self] = newValue }
///     }
/// }
/// ```
public protocol PushContextKey {
    /// The type of the value: `Sendable`, to be set in a context, which crosses actors and is
    /// compared in events. Its `Hashable` conformance may be isolated to the main actor, as every
    /// type's is in an app target built with main-actor isolation by default.
    associatedtype Value: Hashable
    /// The value a context holds for this key until one is set.
    static var defaultValue: Value { get }
}
