public import Foundation

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
