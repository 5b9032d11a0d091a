public import Foundation

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

extension UUID: DeepLinkParameter {
    /// Reads a UUID in its standard text form, in either case.
    ///
    /// ```swift
    /// UUID(deepLinkValue: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    /// ```
    /// - Parameter deepLinkValue: The text.
    public init?(deepLinkValue: String) {
        self.init(uuidString: deepLinkValue)
    }

    /// The UUID's standard text form, upper case.
    ///
    /// ```swift
    /// UUID().deepLinkValue  // "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    /// ```
    public var deepLinkValue: String { uuidString }
}
