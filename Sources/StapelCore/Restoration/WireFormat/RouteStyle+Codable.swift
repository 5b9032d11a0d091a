extension RouteStyle: Codable {
    /// Writes the style as its saved name: `push`, `sheet`, `sheetWithNavigation`,
    /// `fullScreenCover` or `fullScreenCoverWithNavigation`, as a saved route writes it.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(RouteStyle.sheet(withNavigation: true))
    /// // "sheetWithNavigation"
    /// ```
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(savedName)
    }

    /// Reads a style from its saved name.
    ///
    /// ```swift
    /// let style = try JSONDecoder().decode(RouteStyle.self, from: Data(#""push""#.utf8))
    /// ```
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` for a name that is not a style's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let style = RouteStyle(savedName: name) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown route style \"\(QuotedInput.quote(name))\""))
        }
        self = style
    }

    // The two spellings of a style in saved state, in one place: its name where a route is
    // written as one object (a `Route`, or a version 1 snapshot), and one letter in the `styles`
    // column of a version 2 snapshot.

    /// The style's name in saved state.
    var savedName: String {
        switch self {
        case .push: "push"
        case .sheet(false): "sheet"
        case .sheet(true): "sheetWithNavigation"
        case .fullScreenCover(false): "fullScreenCover"
        case .fullScreenCover(true): "fullScreenCoverWithNavigation"
        }
    }

    /// The style a saved name stands for, or `nil` for an unknown name.
    init?(savedName: String) {
        switch savedName {
        case "push": self = .push
        case "sheet": self = .sheet(withNavigation: false)
        case "sheetWithNavigation": self = .sheet(withNavigation: true)
        case "fullScreenCover": self = .fullScreenCover(withNavigation: false)
        case "fullScreenCoverWithNavigation": self = .fullScreenCover(withNavigation: true)
        default: return nil
        }
    }

    /// The style's letter in a version 2 snapshot: `p` push, `s` sheet, `f` full-screen cover;
    /// a capital letter when the presentation brings its own navigation.
    var savedLetter: Character {
        switch self {
        case .push: "p"
        case .sheet(false): "s"
        case .sheet(true): "S"
        case .fullScreenCover(false): "f"
        case .fullScreenCover(true): "F"
        }
    }

    /// The style a version 2 letter stands for, or `nil` for an unknown letter.
    init?(savedLetter: UInt8) {
        switch savedLetter {
        case UInt8(ascii: "p"): self = .push
        case UInt8(ascii: "s"): self = .sheet(withNavigation: false)
        case UInt8(ascii: "S"): self = .sheet(withNavigation: true)
        case UInt8(ascii: "f"): self = .fullScreenCover(withNavigation: false)
        case UInt8(ascii: "F"): self = .fullScreenCover(withNavigation: true)
        default: return nil
        }
    }
}
