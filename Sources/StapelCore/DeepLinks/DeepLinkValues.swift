/// The parameter values of one deep link, by parameter name.
///
/// A pattern's closure reads them when a link opens, and the reverse closure returns them when
/// a link is written. Values are kept as their text, so they can be read as any
/// ``DeepLinkParameter`` type.
///
/// ```swift
/// // Reading, in a pattern's `routes` closure:
/// let chatID = try values.value("chatID", as: Int.self)
/// let messageID = try values.valueIfPresent("messageID", as: Int.self)
///
/// // Writing, in a pattern's `values` closure; `nil` leaves a value out:
/// let written: DeepLinkValues = ["chatID": 42, "messageID": messageID]
/// ```
public struct DeepLinkValues: Hashable, Sendable, ExpressibleByDictionaryLiteral,
    CustomStringConvertible
{
    /// The values' text, by parameter name.
    public private(set) var texts: [String: String]

    /// Creates an empty set of values.
    ///
    /// ```swift
    /// var values = DeepLinkValues()
    /// values.set(42, for: "chatID")
    /// ```
    public init() {
        texts = [:]
    }

    /// Creates values from the text of each parameter.
    ///
    /// ```swift
    /// let values = DeepLinkValues(texts: ["chatID": "42"])
    /// ```
    /// - Parameter texts: The text of each parameter, by name.
    public init(texts: [String: String]) {
        self.texts = texts
    }

    /// Creates values from a literal; `nil` values are left out. A name given twice keeps its
    /// last value.
    ///
    /// ```swift
    /// let values: DeepLinkValues = ["chatID": 42, "query": "pasta"]
    /// ```
    /// - Parameter elements: The values, by parameter name.
    public init(dictionaryLiteral elements: (String, (any DeepLinkParameter)?)...) {
        texts = [:]
        for (name, value) in elements {
            texts[name] = value?.deepLinkValue
        }
    }

    /// Sets or removes a value.
    ///
    /// ```swift
    /// values.set(UUID(), for: "draft")
    /// ```
    /// - Parameters:
    ///   - value: The value, or `nil` to remove it.
    ///   - name: The parameter name.
    public mutating func set(_ value: (any DeepLinkParameter)?, for name: String) {
        texts[name] = value?.deepLinkValue
    }

    /// Reads a required value.
    ///
    /// ```swift
    /// let chatID = try values.value("chatID", as: Int.self)
    /// ```
    /// - Parameters:
    ///   - name: The parameter name, as in the pattern.
    ///   - type: The type to read.
    /// - Returns: The value.
    /// - Throws: ``DeepLinkError/missingParameter(name:)`` when there is no value, and
    ///   ``DeepLinkError/invalidParameter(name:text:)`` when its text is not of that type.
    public func value<Value: DeepLinkParameter>(_ name: String, as type: Value.Type = Value.self)
        throws(DeepLinkError) -> Value
    {
        guard let value = try valueIfPresent(name, as: type) else {
            throw .quotedMissingParameter(name: name)
        }
        return value
    }

    /// Reads an optional value.
    ///
    /// ```swift
    /// let messageID = try values.valueIfPresent("messageID", as: Int.self)
    /// ```
    /// - Parameters:
    ///   - name: The parameter name, as in the pattern.
    ///   - type: The type to read.
    /// - Returns: The value, or `nil` if there is none.
    /// - Throws: ``DeepLinkError/invalidParameter(name:text:)`` when the text is not of that type.
    public func valueIfPresent<Value: DeepLinkParameter>(
        _ name: String, as type: Value.Type = Value.self
    ) throws(DeepLinkError) -> Value? {
        guard let text = texts[name] else { return nil }
        guard let value = Value(deepLinkValue: text) else {
            throw .quotedInvalidParameter(name: name, text: text)
        }
        return value
    }

    /// The values as `name=text` pairs, sorted by name.
    public var description: String {
        "["
            + texts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
                separator: ", ")
            + "]"
    }
}
