public import Foundation

extension PushContext {
    /// The deep link a push comes from, or `nil` for any other push.
    ///
    /// ```swift
    /// if let url = request.context.deepLinkURL { print("opened from \(url)") }
    /// ```
    public var deepLinkURL: URL? {
        get { self[DeepLinkURLKey.self] }
        set { self[DeepLinkURLKey.self] = newValue }
    }
}
