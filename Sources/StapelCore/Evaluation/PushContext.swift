/// Typed facts that travel with a push, for the evaluator of the slot it lands on.
///
/// Read and write values through ``PushContextKey`` types, usually wrapped in a property:
///
/// ```swift
/// let context = PushContext().setting(\.incomingChat, to: 42)
/// stack.push(.chat(id: 42), context: context)
/// ```
public struct PushContext: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline var values: [ObjectIdentifier: Entry]

    @usableFromInline
    struct Entry: Hashable, Sendable {
        let keyName: String
        let value: AnyHashableSendable
    }

    /// Creates an empty context.
    ///
    /// ```swift
    /// let context = PushContext()
    /// ```
    @inlinable
    public init() {
        values = [:]
    }

    /// Reads or writes the value for a key; a key never set reads as its default value.
    ///
    /// ```swift
    /// var context = PushContext()
    /// context[IncomingChatKey.self] = 42
    /// ```
    /// - Parameter key: The key type.
    /// - Complexity: O(1).
    public subscript<Key: PushContextKey>(key: Key.Type) -> Key.Value where Key.Value: Sendable {
        get {
            values[ObjectIdentifier(key)]?.value.value(as: Key.Value.self) ?? Key.defaultValue
        }
        set {
            values[ObjectIdentifier(key)] = Entry(
                keyName: String(describing: key),
                value: AnyHashableSendable(newValue)
            )
        }
    }

    /// Returns a copy of the context with one value set.
    ///
    /// ```swift
    /// let context = PushContext().setting(\.incomingChat, to: 42)
    /// ```
    /// - Parameters:
    ///   - keyPath: The property that wraps the key.
    ///   - value: The new value.
    /// - Returns: The changed copy.
    public func setting<Value>(_ keyPath: WritableKeyPath<PushContext, Value>, to value: Value)
        -> PushContext
    {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }

    /// Whether no value has been set.
    ///
    /// ```swift
    /// PushContext().isEmpty  // true
    /// ```
    public var isEmpty: Bool { values.isEmpty }

    /// The set values, by key name, sorted by name.
    public var description: String {
        let pairs = values.values
            .map { "\($0.keyName): \($0.value.description)" }
            .sorted()
        return "[" + pairs.joined(separator: ", ") + "]"
    }
}
