extension DeepLinkError {
    /// ``invalidParameter(name:text:)``, with the name and the text cut by ``QuotedInput``.
    static func quotedInvalidParameter(name: String, text: String) -> DeepLinkError {
        .invalidParameter(name: QuotedInput.quote(name), text: QuotedInput.quote(text))
    }

    /// ``missingParameter(name:)``, with the name cut by ``QuotedInput``.
    static func quotedMissingParameter(name: String) -> DeepLinkError {
        .missingParameter(name: QuotedInput.quote(name))
    }
}
