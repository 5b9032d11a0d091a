// Saved as its name (see `SavedByName`): `"push"`, `"sheet"`, `"sheetWithNavigation"`,
// `"popover"`, `"popoverWithNavigation"`, `"fullScreenCover"` or
// `"fullScreenCoverWithNavigation"`, `"inspector"`, `"inspectorWithNavigation"`, `"alert"` or
// `"confirmationDialog"`, as a route written on
// its own writes it. A saved stack leaves its alerts out (`RouteStyle.isAlert`).
extension RouteStyle: Codable, SavedByName {
    /// What a style is called in the error for an unknown name.
    static let savedKind = "route style"

    /// The two spellings of each style in saved state, in one place: its name where a route is
    /// written as one object (a `Route`, or a version 1 snapshot), and its letter in the
    /// `styles` column of a version 2 snapshot (capital when the presentation brings its own
    /// navigation).
    private static let savedSpellings: [(style: RouteStyle, name: String, letter: UInt8)] = [
        (.push, "push", UInt8(ascii: "p")),
        (.sheet(withNavigation: false), "sheet", UInt8(ascii: "s")),
        (.sheet(withNavigation: true), "sheetWithNavigation", UInt8(ascii: "S")),
        (.popover(withNavigation: false), "popover", UInt8(ascii: "o")),
        (.popover(withNavigation: true), "popoverWithNavigation", UInt8(ascii: "O")),
        (.fullScreenCover(withNavigation: false), "fullScreenCover", UInt8(ascii: "f")),
        (
            .fullScreenCover(withNavigation: true), "fullScreenCoverWithNavigation",
            UInt8(ascii: "F")
        ),
        (.inspector(withNavigation: false), "inspector", UInt8(ascii: "i")),
        (.inspector(withNavigation: true), "inspectorWithNavigation", UInt8(ascii: "I")),
        (.alert, "alert", UInt8(ascii: "a")),
        (.confirmationDialog, "confirmationDialog", UInt8(ascii: "d")),
    ]

    /// The style's name in saved state.
    var savedName: String {
        Self.savedSpellings.first { $0.style == self }!.name
    }

    /// The style a saved name stands for, or `nil` for an unknown name.
    init?(savedName: String) {
        guard let spelling = Self.savedSpellings.first(where: { $0.name == savedName }) else {
            return nil
        }
        self = spelling.style
    }

    /// The style's letter in a version 2 snapshot.
    var savedLetter: Character {
        Character(Unicode.Scalar(Self.savedSpellings.first { $0.style == self }!.letter))
    }

    /// The style a version 2 letter stands for, or `nil` for an unknown letter.
    init?(savedLetter: UInt8) {
        guard let spelling = Self.savedSpellings.first(where: { $0.letter == savedLetter }) else {
            return nil
        }
        self = spelling.style
    }
}
