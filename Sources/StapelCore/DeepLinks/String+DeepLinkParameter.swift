extension String: DeepLinkParameter {
    /// Takes the text as it is.
    ///
    /// ```swift
    /// String(deepLinkValue: "café")  // "café"
    /// ```
    /// - Parameter deepLinkValue: The text.
    public init?(deepLinkValue: String) {
        self = deepLinkValue
    }

    /// The string itself.
    ///
    /// ```swift
    /// "café".deepLinkValue  // "café"
    /// ```
    public var deepLinkValue: String { self }
}
