/// The one cap on text that an error quotes from its input: a link, a pattern, saved data, or
/// the description of an error thrown by app code. Every error that carries such text cuts it
/// here, so that a hostile input (a link of a megabyte, say) can't make an error or a log line
/// large.
enum QuotedInput {
    /// The most Unicode scalars an error quotes from its input. Counted in scalars rather than
    /// characters, so that a single character of a million combining marks is cut too.
    static let maximumLength = 200

    /// The start of `text`, at most ``maximumLength`` Unicode scalars long.
    /// - Complexity: O(``maximumLength``).
    static func quote(_ text: some StringProtocol) -> String {
        let scalars = text.unicodeScalars
        guard
            let end = scalars.index(
                scalars.startIndex, offsetBy: maximumLength, limitedBy: scalars.endIndex),
            end != scalars.endIndex
        else { return String(text) }
        var quoted = ""
        quoted.unicodeScalars.append(contentsOf: scalars[..<end])
        return quoted
    }
}
