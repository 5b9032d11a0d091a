/// A value saved as its name, by one rule: it is written as a single string, its saved name,
/// and read back from one; a name that stands for no value is `DecodingError.dataCorrupted`,
/// which says what kind of value it is not and quotes the name (``QuotedInput``).
/// ``SheetDetent``, ``BackgroundInteraction`` and ``RouteStyle`` are saved this way.
protocol SavedByName {
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
    func encodeSavedName(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(savedName)
    }

    /// Reads a value from its saved name.
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` for a name that is not a value's.
    init(savedNameFrom decoder: any Decoder) throws {
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
