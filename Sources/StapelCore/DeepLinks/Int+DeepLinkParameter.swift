extension Int: DeepLinkParameter {
    /// Reads a decimal integer, such as `42` or `-7`; anything else, or a number out of range,
    /// is `nil`.
    ///
    /// ```swift
    /// Int(deepLinkValue: "42")    // 42
    /// Int(deepLinkValue: "4e2")   // nil
    /// ```
    /// - Parameter deepLinkValue: The text.
    public init?(deepLinkValue: String) {
        self.init(deepLinkValue, radix: 10)
    }

    /// The decimal text of the integer.
    ///
    /// ```swift
    /// (-7).deepLinkValue  // "-7"
    /// ```
    public var deepLinkValue: String { String(self) }
}
