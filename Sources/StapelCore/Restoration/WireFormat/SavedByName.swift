/// A value saved as its name, by one rule that gives it its `Codable` conformance: it is written
/// as a single string, its saved name, and read back from one; a name that stands for no value
/// is `DecodingError.dataCorrupted`, which says what kind of value it is not and quotes the name
/// (``QuotedInput``). ``SheetDetent``, ``BackgroundInteraction`` and ``RouteStyle`` are saved
/// this way.
///
/// ```swift
/// let data = try JSONEncoder().encode(SheetDetent.fraction(0.25))  // "fraction:0.25"
/// let style = try JSONDecoder().decode(RouteStyle.self, from: Data(#""push""#.utf8))
/// ```
protocol SavedByName: Codable {
    /// What the value is called in the error for an unknown name, such as `"sheet detent"`.
    static var savedKind: String { get }
    /// The value's name in saved state.
    var savedName: String { get }
    /// The value a saved name stands for, or `nil` for a name that is not one.
    init?(savedName: String)
}

extension SavedByName {
    /// Writes the value as its saved name.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(savedName)
    }

    /// Reads a value from its saved name.
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` for a name that is not a value's.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(savedName: name) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown \(Self.savedKind) \"\(QuotedInput.quote(name))\""))
        }
        self = value
    }
}
