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
    /// The type of the value. Context values are compared in events. A value whose `Hashable`
    /// conformance is isolated to the main actor (every type's is, in an app target built with
    /// main-actor isolation by default) is set and read on the main actor.
    associatedtype Value: Hashable
    /// The value a context holds for this key until one is set.
    static var defaultValue: Value { get }
}
